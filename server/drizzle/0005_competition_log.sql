-- Each log message keeps its match's competition, so a competition's stream reads its log in one
-- index range (match_log_competition). A match never changes competition; messages logged
-- before this migration take their match's.
ALTER TABLE "match_log" ADD COLUMN "competition_id" integer;--> statement-breakpoint
UPDATE "match_log" SET "competition_id" = "matches"."competition_id" FROM "matches" WHERE "matches"."id" = "match_log"."match_id";--> statement-breakpoint
ALTER TABLE "match_log" ALTER COLUMN "competition_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "match_log_competition" ON "match_log" USING btree ("competition_id","position");

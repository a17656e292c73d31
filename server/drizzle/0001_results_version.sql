ALTER TABLE "competitions" ADD COLUMN "results_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "nationals" ADD COLUMN "members_version" integer DEFAULT 0 NOT NULL;
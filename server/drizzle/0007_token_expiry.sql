ALTER TABLE "scoring_tokens" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scoring_tokens" ADD COLUMN "last_used_at" timestamp with time zone;
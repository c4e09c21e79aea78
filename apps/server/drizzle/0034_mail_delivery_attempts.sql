ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
-- Before the job queue a refused mail was never tried again: it was given up at its one attempt.
UPDATE "mail_outbox" SET "attempts" = 1, "failed_at" = "created_at" WHERE "error" IS NOT NULL AND "sent_at" IS NULL;--> statement-breakpoint
UPDATE "mail_outbox" SET "attempts" = 1 WHERE "sent_at" IS NOT NULL;

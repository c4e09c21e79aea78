-- Codes are derived from the id by the database (a stored generated column), so a record has its
-- code from the insert on and the column is NOT NULL; the values are the ones the server wrote.
ALTER TABLE "deposit_requests" DROP COLUMN "code";--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD COLUMN "code" text GENERATED ALWAYS AS ('NT' || lpad(id::text, greatest(6, length(id::text)), '0')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "code";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "code" text GENERATED ALWAYS AS (case when role = 'customer' then 'KH' else 'NV' end || lpad(id::text, greatest(6, length(id::text)), '0')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "withdrawal_requests" DROP COLUMN "code";--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD COLUMN "code" text GENERATED ALWAYS AS ('RT' || lpad(id::text, greatest(6, length(id::text)), '0')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawal_requests" ADD CONSTRAINT "withdrawal_requests_code_unique" UNIQUE("code");

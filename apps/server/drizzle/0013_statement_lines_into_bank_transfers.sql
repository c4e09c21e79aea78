-- Statement lines imported before automatic confirmation become the transfers they were: matched,
-- keyed by their fingerprint, so importing the same statement again still credits nothing.
INSERT INTO "bank_transfers" ("provider", "provider_id", "bank_reference", "amount", "content", "transfer_date", "status", "customer_id", "deposit_id", "created_at")
SELECT 'statement', l."fingerprint", '', l."amount", l."content", l."booked_on", 1, d."customer_id", l."deposit_id", l."created_at"
FROM "bank_statement_lines" l LEFT JOIN "deposit_requests" d ON d."id" = l."deposit_id";--> statement-breakpoint
DROP TABLE "bank_statement_lines" CASCADE;

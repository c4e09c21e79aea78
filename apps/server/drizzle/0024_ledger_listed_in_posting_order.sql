-- A customer's transactions are listed in posting order: by id, which postEntry draws under the
-- wallet's lock. The time index stays for the list between two dates.
DROP INDEX "ledger_customer_created_idx";--> statement-breakpoint
CREATE INDEX "ledger_customer_posted_idx" ON "ledger_entries" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_customer_created_idx" ON "ledger_entries" USING btree ("customer_id","created_at");
-- Staff find a bank transfer by any 4 or more of its letters and digits (a deposit's content
-- amid the bank's references: a GIN index of their runs of 4, as for phones in migration 0041)
-- or by its customer, each through an index (issue 27).
CREATE INDEX "bank_transfers_letters_grams_idx" ON "bank_transfers" USING gin (text_grams(upper(regexp_replace("content", '[^A-Za-z0-9]', '', 'g'))));--> statement-breakpoint
CREATE INDEX "bank_transfers_customer_idx" ON "bank_transfers" USING btree ("customer_id") WHERE "bank_transfers"."customer_id" is not null;
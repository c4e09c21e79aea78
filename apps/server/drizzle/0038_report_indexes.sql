-- The reports' walks (DESIGN §12): each fee line change keeps its line's kind (filled in for the
-- changes already made), walked by kind and time (revenue) or by time alone (its drill-down);
-- ledger entries of a type by time and transfers by their deposit (the reconciliation).
ALTER TABLE "fee_line_history" ADD COLUMN "kind" smallint;--> statement-breakpoint
UPDATE "fee_line_history" AS h SET "kind" = l."kind" FROM "fee_lines" AS l WHERE l."id" = h."fee_line_id";--> statement-breakpoint
ALTER TABLE "fee_line_history" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "bank_transfers_deposit_idx" ON "bank_transfers" USING btree ("deposit_id") WHERE "bank_transfers"."deposit_id" is not null;--> statement-breakpoint
CREATE INDEX "fee_line_history_kind_changed_idx" ON "fee_line_history" USING btree ("kind","changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fee_line_history_changed_idx" ON "fee_line_history" USING btree ("changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_type_created_idx" ON "ledger_entries" USING btree ("type","created_at");
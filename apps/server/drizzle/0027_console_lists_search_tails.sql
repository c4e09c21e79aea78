-- The console lists' search (console list kit): a deposit by the last letters and digits of its
-- transfer content, a withdrawal by the last digits of the account it is paid to. An ending is
-- looked up as the start of the reversed text, so each is an index read; the payee's index of
-- whole numbers gives way to the one of endings, which finds whole numbers too.
DROP INDEX "withdrawal_requests_account_number_idx";--> statement-breakpoint
CREATE INDEX "deposit_requests_content_tail_idx" ON "deposit_requests" USING btree (reverse(replace("transfer_content", ' ', '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "withdrawal_requests_account_tail_idx" ON "withdrawal_requests" USING btree (reverse("account_number") text_pattern_ops);
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "carts_customer_idx";--> statement-breakpoint
DROP INDEX "deposit_requests_customer_created_idx";--> statement-breakpoint
DROP INDEX "deposit_requests_status_created_idx";--> statement-breakpoint
DROP INDEX "mail_outbox_created_idx";--> statement-breakpoint
DROP INDEX "transports_order_idx";--> statement-breakpoint
DROP INDEX "transports_order_ship_idx";--> statement-breakpoint
DROP INDEX "withdrawal_requests_customer_created_idx";--> statement-breakpoint
DROP INDEX "withdrawal_requests_status_created_idx";--> statement-breakpoint
CREATE INDEX "ledger_ref_idx" ON "ledger_entries" USING btree ("ref_kind","ref_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deposit_requests_customer_created_idx" ON "deposit_requests" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deposit_requests_status_created_idx" ON "deposit_requests" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transports_order_idx" ON "transports" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "transports_order_ship_idx" ON "transports" USING btree ("order_ship_id","id");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_customer_created_idx" ON "withdrawal_requests" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawal_requests_status_created_idx" ON "withdrawal_requests" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
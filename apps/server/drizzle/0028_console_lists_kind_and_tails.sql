-- The console list kit (issue 21). The audit log keeps each row's tab (shared auditKindOf) so a
-- tab's page and count walk their own index instead of classifying the whole log on every page;
-- the rows already written are classified here as auditKindOf does today. An order's complaints
-- are found by the order's code, and a parcel by the last characters of its tracking number (an
-- ending read as the start of the reversed number).
ALTER TABLE "audit_log" ADD COLUMN "kind" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "audit_log" SET "kind" = CASE
  WHEN "action" IN ('wallet.adjust') THEN 4
  WHEN "entity" IN ('order', 'complaint') THEN 1
  WHEN "entity" IN ('transport', 'consignment') THEN 2
  WHEN "entity" IN ('delivery') THEN 3
  WHEN "entity" IN ('deposit', 'withdrawal', 'bank-transfer', 'statement') THEN 4
  WHEN "entity" IN ('customer', 'staff') THEN 5
  WHEN "entity" IN ('settings') THEN 6
  ELSE 0
END;--> statement-breakpoint
CREATE INDEX "audit_log_kind_created_idx" ON "audit_log" USING btree ("kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "complaints_order_idx" ON "complaints" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "transports_tracking_tail_idx" ON "transports" USING btree (reverse("transport_code") text_pattern_ops);
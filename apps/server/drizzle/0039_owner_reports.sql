-- The owner's reports (DESIGN §12): what each order's shop was paid and at which buying rate (set
-- from now on when the buyer records a purchase; for orders bought before, read back from their
-- items, their inland-shipping line and the buying rate in force then, or their own rate while
-- none was applied), the indexes profit, công nợ and throughput walk, and the workbooks built by a
-- job for rows too many to wait for (kept a week).
CREATE TABLE "report_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"report" text NOT NULL,
	"query" jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"file" "bytea",
	"requested_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bought_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shop_goods_fen" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shop_inland_fen" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buying_rate_x100" integer;--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_exports_requested_idx" ON "report_exports" USING btree ("requested_by","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "report_exports_created_idx" ON "report_exports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_ships_owing_idx" ON "order_ships" USING btree ("customer_id","id","bill_total","bill_paid","last_arrived_at") WHERE "order_ships"."status" <> 6 and "order_ships"."bill_total" > "order_ships"."bill_paid";--> statement-breakpoint
CREATE INDEX "orders_bought_idx" ON "orders" USING btree ("bought_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."bought_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_owing_idx" ON "orders" USING btree ("customer_id","id","bill_total","bill_paid","last_arrived_at") WHERE "orders"."status" between 1 and 10 and "orders"."bill_total" > "orders"."bill_paid";--> statement-breakpoint
CREATE INDEX "state_history_move_idx" ON "state_history" USING btree ("entity","to_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
UPDATE "orders" o SET
  "bought_at" = coalesce(
    (SELECT max(h."created_at") FROM "state_history" h
      WHERE h."entity" = 'order' AND h."entity_id" = o."id" AND h."to_status" = 3),
    o."created_at"),
  "shop_goods_fen" = (SELECT coalesce(sum(i."price_fen"::bigint * coalesce(i."quantity_bought", i."quantity")), 0)
    FROM "order_items" i WHERE i."order_id" = o."id"),
  "shop_inland_fen" = coalesce((SELECT round(f."amount" * 10000.0 / o."rate_x100")::bigint
    FROM "fee_lines" f WHERE f."owner_kind" = 'order' AND f."owner_id" = o."id" AND f."kind" = 5), 0)
WHERE o."status" BETWEEN 3 AND 10 OR EXISTS (SELECT 1 FROM "state_history" h
  WHERE h."entity" = 'order' AND h."entity_id" = o."id" AND h."to_status" = 3);--> statement-breakpoint
UPDATE "orders" o SET "buying_rate_x100" = coalesce(
    (SELECT r."rate_x100" FROM "exchange_rates" r
      WHERE r."kind" = 2 AND r."status" = 1 AND r."effective_from" <= o."bought_at"
      ORDER BY r."effective_from" DESC, r."id" DESC LIMIT 1),
    o."rate_x100")
WHERE o."bought_at" IS NOT NULL;

-- The browser extension (issue 23, DESIGN §9). A cart item keeps the shop's ids of the item and
-- of its variant (SKU), 1688's quantity price tiers (in fen) and minimum, and how it came; an
-- order item keeps the ids, so the buyer orders that SKU; a cart keeps the shop's id. Item pages
-- the extension could not read wait in a queue for staff, one waiting row per link. The cart's
-- kept items (migration 0023) carry the new facts: the functions are replaced and every cart's
-- items written again; a tuple of the old 8-element shape is still read (carts.repository.ts).
CREATE TABLE "extension_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"link" text NOT NULL,
	"site" text DEFAULT 'other' NOT NULL,
	"version" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"handled_note" text DEFAULT '' NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "item_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "sku_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "price_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "min_quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shop_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "item_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "extension_reports" ADD CONSTRAINT "extension_reports_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_reports" ADD CONSTRAINT "extension_reports_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extension_reports_status_created_idx" ON "extension_reports" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "extension_reports_waiting_link_key" ON "extension_reports" USING btree (md5("link")) WHERE "extension_reports"."status" = 1;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "recount_cart_items"(kept_cart_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM carts WHERE id = kept_cart_id FOR UPDATE;
  UPDATE carts SET items = coalesce((
      SELECT json_agg(json_build_array(i.id, i.product_name, i.product_link, i.image_url,
                                       i.properties, i.price_fen, i.quantity, i.note, i.item_id,
                                       i.sku_id, i.price_tiers, i.min_quantity) ORDER BY i.id)
      FROM cart_items i WHERE i.cart_id = kept_cart_id), '[]')
    WHERE id = kept_cart_id;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "recount_all_cart_items"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE carts c SET items = coalesce(i.items, '[]')
    FROM carts k
    LEFT JOIN (SELECT cart_id, json_agg(json_build_array(id, product_name, product_link, image_url,
                                          properties, price_fen, quantity, note, item_id, sku_id,
                                          price_tiers, min_quantity) ORDER BY id) AS items
                 FROM cart_items GROUP BY 1) i ON i.cart_id = k.id
    WHERE c.id = k.id;
END $$;--> statement-breakpoint
SELECT recount_all_cart_items();

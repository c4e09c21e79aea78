CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text GENERATED ALWAYS AS ('PGH' || lpad(id::text, greatest(6, length(id::text)), '0')) STORED NOT NULL,
	"customer_id" integer NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"address" text NOT NULL,
	"method" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"list_orders" jsonb NOT NULL,
	"total_grams" integer NOT NULL,
	"amount_paid" bigint NOT NULL,
	"warehouse_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "delivery_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"goods_id" integer NOT NULL,
	"code" text NOT NULL,
	"weight_grams" integer NOT NULL,
	"storage_days" integer DEFAULT 0 NOT NULL,
	"storage_fee" bigint DEFAULT 0 NOT NULL,
	"released" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_ship_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_ship_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"product_link" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_ships" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text GENERATED ALWAYS AS ('KG' || lpad(id::text, greatest(6, length(id::text)), '0')) STORED NOT NULL,
	"customer_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"is_wooden_crate" boolean DEFAULT false NOT NULL,
	"is_insurance" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"rate_x100" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_ships_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "order_ship_id" integer;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_goods" ADD CONSTRAINT "delivery_goods_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_goods" ADD CONSTRAINT "delivery_goods_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ship_items" ADD CONSTRAINT "order_ship_items_order_ship_id_order_ships_id_fk" FOREIGN KEY ("order_ship_id") REFERENCES "public"."order_ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ships" ADD CONSTRAINT "order_ships_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ships" ADD CONSTRAINT "order_ships_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_customer_created_idx" ON "deliveries" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deliveries_customer_status_idx" ON "deliveries" USING btree ("customer_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deliveries_status_created_idx" ON "deliveries" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_goods_once_key" ON "delivery_goods" USING btree ("kind","goods_id") WHERE not "delivery_goods"."released";--> statement-breakpoint
CREATE INDEX "delivery_goods_delivery_idx" ON "delivery_goods" USING btree ("delivery_id","id");--> statement-breakpoint
CREATE INDEX "delivery_goods_goods_idx" ON "delivery_goods" USING btree ("kind","goods_id");--> statement-breakpoint
CREATE INDEX "order_ship_items_ship_idx" ON "order_ship_items" USING btree ("order_ship_id","id");--> statement-breakpoint
CREATE INDEX "order_ships_customer_created_idx" ON "order_ships" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_ships_customer_status_idx" ON "order_ships" USING btree ("customer_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_ships_status_created_idx" ON "order_ships" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_order_ship_id_order_ships_id_fk" FOREIGN KEY ("order_ship_id") REFERENCES "public"."order_ships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transports_order_ship_idx" ON "transports" USING btree ("order_ship_id");--> statement-breakpoint
CREATE INDEX "transports_customer_status_idx" ON "transports" USING btree ("customer_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transports_status_created_idx" ON "transports" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transports_unclaimed_idx" ON "transports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "transports"."customer_id" is null;
-- The warehouse at volume (DESIGN §11): bags of parcels packed in China, counted quantities with
-- their notes, and photos of parcels, counted goods, complaints and deliveries.
CREATE TABLE "bags" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text GENERATED ALWAYS AS ('BAO' || lpad(id::text, greatest(6, length(id::text)), '0')) STORED NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"destination_warehouse_id" integer NOT NULL,
	"origin_warehouse_id" integer,
	"arrived_warehouse_id" integer,
	"weight_grams" integer,
	"length_mm" integer,
	"width_mm" integer,
	"height_mm" integer,
	"created_by" integer,
	"closed_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bags_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"transport_id" integer,
	"order_id" integer,
	"complaint_id" integer,
	"delivery_id" integer,
	"visible_to_customer" boolean DEFAULT true NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "count_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "counted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "bag_id" integer;--> statement-breakpoint
ALTER TABLE "bags" ADD CONSTRAINT "bags_destination_warehouse_id_warehouses_id_fk" FOREIGN KEY ("destination_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bags" ADD CONSTRAINT "bags_origin_warehouse_id_warehouses_id_fk" FOREIGN KEY ("origin_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bags" ADD CONSTRAINT "bags_arrived_warehouse_id_warehouses_id_fk" FOREIGN KEY ("arrived_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bags" ADD CONSTRAINT "bags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bags_status_created_idx" ON "bags" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "photos_transport_idx" ON "photos" USING btree ("transport_id","id") WHERE "photos"."transport_id" is not null;--> statement-breakpoint
CREATE INDEX "photos_order_idx" ON "photos" USING btree ("order_id","id") WHERE "photos"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "photos_complaint_idx" ON "photos" USING btree ("complaint_id","id") WHERE "photos"."complaint_id" is not null;--> statement-breakpoint
CREATE INDEX "photos_delivery_idx" ON "photos" USING btree ("delivery_id","id") WHERE "photos"."delivery_id" is not null;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_bag_id_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."bags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transports_bag_idx" ON "transports" USING btree ("bag_id","id") WHERE "transports"."bag_id" is not null;
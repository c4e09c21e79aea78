CREATE TABLE "transports" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text GENERATED ALWAYS AS ('KI' || lpad(id::text, greatest(6, length(id::text)), '0')) STORED NOT NULL,
	"transport_code" text NOT NULL,
	"customer_id" integer,
	"order_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"weight_grams" integer,
	"length_mm" integer,
	"width_mm" integer,
	"height_mm" integer,
	"volume_grams" integer,
	"charged_grams" integer,
	"fee" bigint DEFAULT 0 NOT NULL,
	"fee_formula" text DEFAULT '' NOT NULL,
	"warehouse_id" integer,
	"arrived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transports_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transports_active_code_key" ON "transports" USING btree ("transport_code") WHERE "transports"."status" not in (6, 7);--> statement-breakpoint
CREATE INDEX "transports_order_idx" ON "transports" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "transports_customer_created_idx" ON "transports" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
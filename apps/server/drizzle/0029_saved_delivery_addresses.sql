-- Delivery addresses by province and ward (issue 22). A slip keeps the codes of the province and
-- ward (units since 1 July 2025) its readable address was chosen from; a customer's addresses are
-- remembered, one row per receiver and address, and offered on the next request.
CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"province_code" text NOT NULL,
	"ward_code" text NOT NULL,
	"street" text NOT NULL,
	"address" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "province_code" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "ward_code" text;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_once_key" ON "customer_addresses" USING btree ("customer_id","address","receiver_name","receiver_phone");--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_used_idx" ON "customer_addresses" USING btree ("customer_id","last_used_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_one_default_key" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_default";
CREATE TABLE "bank_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text GENERATED ALWAYS AS ('GD' || lpad(id::text, greatest(6, length(id::text)), '0')) STORED NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text NOT NULL,
	"bank_reference" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"content" text NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"transfer_date" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"customer_id" integer,
	"deposit_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_deposit_id_deposit_requests_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposit_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_provider_key" ON "bank_transfers" USING btree ("provider","provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_reference_key" ON "bank_transfers" USING btree ("bank_reference") WHERE "bank_transfers"."bank_reference" <> '';--> statement-breakpoint
CREATE INDEX "bank_transfers_status_created_idx" ON "bank_transfers" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bank_transfers_created_idx" ON "bank_transfers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
-- Receipts and payments (phiếu thu/chi, DESIGN §12) on the business's fund accounts, approved by a
-- second person (the database refuses the creator as approver), and each fund's kept balance.
CREATE TABLE "fund_balances" (
	"fund_account_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text GENERATED ALWAYS AS (case when kind = 1 then 'PT' else 'PC' end || lpad(id::text, greatest(6, length(id::text)), '0')) STORED NOT NULL,
	"kind" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"fund_account_id" integer NOT NULL,
	"fund_account_name" text NOT NULL,
	"counterparty" text NOT NULL,
	"reason" text NOT NULL,
	"customer_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reject_reason" text DEFAULT '' NOT NULL,
	"fund_balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "vouchers_kind_check" CHECK (kind in (1, 2)),
	CONSTRAINT "vouchers_amount_check" CHECK (amount > 0),
	CONSTRAINT "vouchers_second_person" CHECK (decided_by is null or decided_by <> created_by)
);
--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vouchers_status_created_idx" ON "vouchers" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vouchers_fund_status_created_idx" ON "vouchers" USING btree ("fund_account_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
CREATE TABLE "fee_line_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"fee_line_id" integer NOT NULL,
	"old_amount" bigint NOT NULL,
	"new_amount" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "state_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"from_status" smallint NOT NULL,
	"to_status" smallint NOT NULL,
	"mover" text NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "ref_kind" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "ref_id" integer;--> statement-breakpoint
ALTER TABLE "fee_line_history" ADD CONSTRAINT "fee_line_history_fee_line_id_fee_lines_id_fk" FOREIGN KEY ("fee_line_id") REFERENCES "public"."fee_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_line_history" ADD CONSTRAINT "fee_line_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_lines" ADD CONSTRAINT "fee_lines_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "state_history" ADD CONSTRAINT "state_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_line_history_line_idx" ON "fee_line_history" USING btree ("fee_line_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_lines_owner_kind_key" ON "fee_lines" USING btree ("owner_kind","owner_id","kind");--> statement-breakpoint
CREATE INDEX "fee_lines_customer_idx" ON "fee_lines" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "state_history_entity_idx" ON "state_history" USING btree ("entity","entity_id","id");--> statement-breakpoint
-- Rows written before the ledger named its records: a credit or debit of a request points at it.
UPDATE "ledger_entries" AS l SET "ref_kind" = 'deposit', "ref_id" = d."id"
FROM "deposit_requests" AS d WHERE l."type" = 1 AND l."ref_code" = d."code";--> statement-breakpoint
UPDATE "ledger_entries" AS l SET "ref_kind" = 'withdrawal', "ref_id" = w."id"
FROM "withdrawal_requests" AS w WHERE l."type" = 2 AND l."ref_code" = w."code";--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_paid_once_key" ON "ledger_entries" USING btree ("ref_kind","ref_id","type") WHERE "ledger_entries"."type" in (1, 2, 3, 4, 5) and "ledger_entries"."ref_id" is not null;
ALTER TABLE "orders" ADD COLUMN "level_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_percent_x100" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_fee_discount_x100" integer DEFAULT 0 NOT NULL;
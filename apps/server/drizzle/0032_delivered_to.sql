-- Proof of delivery (DESIGN §11): who took a slip's goods, as staff wrote it at the hand-over.
ALTER TABLE "deliveries" ADD COLUMN "delivered_to" text DEFAULT '' NOT NULL;

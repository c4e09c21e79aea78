-- The shop's own order number is found by its key (the buying desk's search and the customer's
-- header search) instead of walking orders; only bought orders have one, so the index holds those.
CREATE INDEX "orders_shop_order_number_idx" ON "orders" USING btree ("shop_order_number") WHERE "orders"."shop_order_number" <> '';

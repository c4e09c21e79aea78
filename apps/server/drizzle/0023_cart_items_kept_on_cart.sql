ALTER TABLE "carts" ADD COLUMN "items" json DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- A cart's items as its list row shows them, read again from them for one cart; the cart's row
-- is locked first and read after, so two items changed at once each see the other.
CREATE FUNCTION "recount_cart_items"(kept_cart_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM carts WHERE id = kept_cart_id FOR UPDATE;
  UPDATE carts SET items = coalesce((
      SELECT json_agg(json_build_array(i.id, i.product_name, i.product_link, i.image_url,
                                       i.properties, i.price_fen, i.quantity, i.note) ORDER BY i.id)
      FROM cart_items i WHERE i.cart_id = kept_cart_id), '[]')
    WHERE id = kept_cart_id;
END $$;--> statement-breakpoint
CREATE FUNCTION "keep_cart_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM recount_cart_items(OLD.cart_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.cart_id <> OLD.cart_id) THEN
    PERFORM recount_cart_items(NEW.cart_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "cart_items_kept_on_cart" AFTER INSERT OR DELETE OR UPDATE ON "cart_items"
  FOR EACH ROW EXECUTE FUNCTION "keep_cart_items"();--> statement-breakpoint
-- Every cart's items written again: here for the carts already there, and by the bench after a
-- bulk load made with the triggers off.
CREATE FUNCTION "recount_all_cart_items"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE carts c SET items = coalesce(i.items, '[]')
    FROM carts k
    LEFT JOIN (SELECT cart_id, json_agg(json_build_array(id, product_name, product_link, image_url,
                                          properties, price_fen, quantity, note) ORDER BY id) AS items
                 FROM cart_items GROUP BY 1) i ON i.cart_id = k.id
    WHERE c.id = k.id;
END $$;--> statement-breakpoint
SELECT recount_all_cart_items();

ALTER TABLE "order_ships" ADD COLUMN "item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_ships" ADD COLUMN "declared_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_ships" ADD COLUMN "parcel_codes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_ships" ADD COLUMN "parcel_grams" bigint;--> statement-breakpoint
-- What a consignment's list row shows of its declared items and its live parcels (not cancelled,
-- status 7), read again from them for one consignment. Its row is locked first, and what is read
-- comes after, in a statement of its own: two changes at once (two parcels weighed together) each
-- wait for the other or see it, never write over it with what they read before.
CREATE FUNCTION "recount_consignment_row"(ship_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ship_id IS NULL THEN RETURN; END IF;
  PERFORM 1 FROM order_ships WHERE id = ship_id FOR UPDATE;
  UPDATE order_ships o
    SET item_count = i.n, declared_fen = i.fen, parcel_codes = p.codes, parcel_grams = p.grams
    FROM (SELECT count(*)::integer AS n, coalesce(sum(price_fen::bigint * quantity), 0) AS fen
            FROM order_ship_items WHERE order_ship_id = ship_id) i,
         (SELECT coalesce(array_agg(transport_code ORDER BY id), '{}') AS codes,
                 sum(charged_grams) AS grams
            FROM transports WHERE order_ship_id = ship_id AND status <> 7) p
    WHERE o.id = ship_id
      AND (o.item_count, o.declared_fen, o.parcel_codes, o.parcel_grams)
          IS DISTINCT FROM (i.n, i.fen, p.codes, p.grams);
END $$;--> statement-breakpoint
CREATE FUNCTION "keep_consignment_row_of_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM recount_consignment_row(OLD.order_ship_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.order_ship_id <> OLD.order_ship_id) THEN
    PERFORM recount_consignment_row(NEW.order_ship_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_ship_items_consignment_row_kept" AFTER INSERT OR DELETE OR UPDATE OF "order_ship_id", "price_fen", "quantity" ON "order_ship_items"
  FOR EACH ROW EXECUTE FUNCTION "keep_consignment_row_of_items"();--> statement-breakpoint
-- A parcel changes its consignment's row only when it is shown there before or after (live, of a
-- consignment) and what is shown changed: its consignment, tracking number or charged weight.
CREATE FUNCTION "keep_consignment_row_of_parcels"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shown_before boolean := TG_OP <> 'INSERT' AND OLD.order_ship_id IS NOT NULL AND OLD.status <> 7;
  shown_after boolean := TG_OP <> 'DELETE' AND NEW.order_ship_id IS NOT NULL AND NEW.status <> 7;
  same_consignment boolean := shown_before AND shown_after AND NEW.order_ship_id = OLD.order_ship_id;
BEGIN
  IF same_consignment AND NEW.transport_code = OLD.transport_code
     AND NEW.charged_grams IS NOT DISTINCT FROM OLD.charged_grams THEN
    RETURN NULL;
  END IF;
  IF shown_before THEN PERFORM recount_consignment_row(OLD.order_ship_id); END IF;
  IF shown_after AND NOT same_consignment THEN PERFORM recount_consignment_row(NEW.order_ship_id); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "transports_consignment_row_kept" AFTER INSERT OR DELETE OR UPDATE OF "order_ship_id", "status", "transport_code", "charged_grams" ON "transports"
  FOR EACH ROW EXECUTE FUNCTION "keep_consignment_row_of_parcels"();--> statement-breakpoint
-- Every consignment's row read again: here for the consignments already there, and by the bench
-- after a bulk load made with the triggers off.
CREATE FUNCTION "recount_consignment_rows"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_ships o
    SET item_count = coalesce(i.n, 0), declared_fen = coalesce(i.fen, 0),
        parcel_codes = coalesce(p.codes, '{}'), parcel_grams = p.grams
    FROM order_ships s
    LEFT JOIN (SELECT order_ship_id, count(*)::integer AS n, sum(price_fen::bigint * quantity) AS fen
                 FROM order_ship_items GROUP BY 1) i ON i.order_ship_id = s.id
    LEFT JOIN (SELECT order_ship_id, array_agg(transport_code ORDER BY id) AS codes,
                      sum(charged_grams) AS grams
                 FROM transports WHERE order_ship_id IS NOT NULL AND status <> 7 GROUP BY 1) p
      ON p.order_ship_id = s.id
    WHERE o.id = s.id
      AND (o.item_count, o.declared_fen, o.parcel_codes, o.parcel_grams)
          IS DISTINCT FROM (coalesce(i.n, 0), coalesce(i.fen, 0), coalesce(p.codes, '{}'), p.grams);
END $$;--> statement-breakpoint
SELECT recount_consignment_rows();

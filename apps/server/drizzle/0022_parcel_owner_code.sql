ALTER TABLE "transports" ADD COLUMN "owner_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The code of whoever a parcel belongs to, set on the parcel's own row as it is written: an
-- order's and a consignment's code are made from their id once and never change, so nothing
-- else has to follow them.
CREATE FUNCTION "set_parcel_owner_code"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.owner_code := coalesce(
    (SELECT code FROM orders WHERE id = NEW.order_id),
    (SELECT code FROM order_ships WHERE id = NEW.order_ship_id),
    '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "transports_owner_code_set" BEFORE INSERT OR UPDATE OF "order_id", "order_ship_id", "owner_code" ON "transports"
  FOR EACH ROW EXECUTE FUNCTION "set_parcel_owner_code"();--> statement-breakpoint
-- Every parcel's owner code written again: here for the parcels already there, and by the bench
-- after a bulk load made with the triggers off.
CREATE FUNCTION "recount_parcel_owner_codes"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE transports t SET owner_code = coalesce(o.code, s.code, '')
    FROM transports p
    LEFT JOIN orders o ON o.id = p.order_id
    LEFT JOIN order_ships s ON s.id = p.order_ship_id
    WHERE t.id = p.id AND t.owner_code <> coalesce(o.code, s.code, '');
END $$;--> statement-breakpoint
SELECT recount_parcel_owner_codes();

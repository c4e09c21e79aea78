ALTER TABLE "order_ships" ADD COLUMN "last_arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_ships" ADD COLUMN "in_slip" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "last_arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "in_slip" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "order_ships_in_vietnam_idx" ON "order_ships" USING btree ("customer_id","last_arrived_at","created_at","id","bill_total","bill_paid","code") WHERE "order_ships"."status" between 3 and 4 and not "order_ships"."in_slip";--> statement-breakpoint
CREATE INDEX "orders_in_vietnam_idx" ON "orders" USING btree ("customer_id","last_arrived_at","created_at","id","bill_total","bill_paid","code") WHERE "orders"."status" between 7 and 8 and not "orders"."in_slip";--> statement-breakpoint
-- The last arrival of an order's and a consignment's live parcels (not cancelled, status 7), read
-- again from them: after a parcel that counted stops counting the same (cancelled, moved, its
-- arrival changed or cleared, deleted). The goods' row is locked first, so that a sibling parcel
-- arriving at the same time either waits for this or is seen by it.
CREATE FUNCTION "recount_last_arrival"(order_id integer, order_ship_id integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE last timestamptz;
BEGIN
  IF order_id IS NOT NULL THEN
    PERFORM 1 FROM orders WHERE id = recount_last_arrival.order_id FOR UPDATE;
    SELECT max(t.arrived_at) INTO last FROM transports t
      WHERE t.order_id = recount_last_arrival.order_id AND t.status <> 7;
    UPDATE orders SET last_arrived_at = last
      WHERE id = recount_last_arrival.order_id AND last_arrived_at IS DISTINCT FROM last;
  END IF;
  IF order_ship_id IS NOT NULL THEN
    PERFORM 1 FROM order_ships WHERE id = recount_last_arrival.order_ship_id FOR UPDATE;
    SELECT max(t.arrived_at) INTO last FROM transports t
      WHERE t.order_ship_id = recount_last_arrival.order_ship_id AND t.status <> 7;
    UPDATE order_ships SET last_arrived_at = last
      WHERE id = recount_last_arrival.order_ship_id AND last_arrived_at IS DISTINCT FROM last;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "keep_last_arrival"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted boolean := TG_OP <> 'INSERT' AND OLD.arrived_at IS NOT NULL AND OLD.status <> 7;
  counts boolean := TG_OP <> 'DELETE' AND NEW.arrived_at IS NOT NULL AND NEW.status <> 7;
BEGIN
  IF counted AND counts AND NEW.arrived_at = OLD.arrived_at
     AND NEW.order_id IS NOT DISTINCT FROM OLD.order_id
     AND NEW.order_ship_id IS NOT DISTINCT FROM OLD.order_ship_id THEN
    RETURN NULL;
  END IF;
  IF counted THEN
    PERFORM recount_last_arrival(OLD.order_id, OLD.order_ship_id);
  END IF;
  -- An arrival only moves the last one later. greatest() of the column holds when two parcels of
  -- one order arrive at once: an update that waited for the row's lock reads its newest version.
  IF counts THEN
    UPDATE orders SET last_arrived_at = greatest(last_arrived_at, NEW.arrived_at)
      WHERE id = NEW.order_id AND last_arrived_at IS DISTINCT FROM greatest(last_arrived_at, NEW.arrived_at);
    UPDATE order_ships SET last_arrived_at = greatest(last_arrived_at, NEW.arrived_at)
      WHERE id = NEW.order_ship_id AND last_arrived_at IS DISTINCT FROM greatest(last_arrived_at, NEW.arrived_at);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "transports_last_arrival_kept" AFTER INSERT OR DELETE OR UPDATE OF "arrived_at", "status", "order_id", "order_ship_id" ON "transports"
  FOR EACH ROW EXECUTE FUNCTION "keep_last_arrival"();--> statement-breakpoint
-- Whether a live slip holds the goods. delivery_goods_once_key lets one live row per goods at
-- most, so the flag is set, not counted: two slips cannot both hold it.
CREATE FUNCTION "set_in_slip"(kind smallint, goods_id integer, held boolean)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF kind = 1 THEN
    UPDATE orders SET in_slip = held WHERE id = goods_id AND in_slip <> held;
  ELSIF kind = 2 THEN
    UPDATE order_ships SET in_slip = held WHERE id = goods_id AND in_slip <> held;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "keep_in_slip"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND NOT OLD.released THEN PERFORM set_in_slip(OLD.kind, OLD.goods_id, false); END IF;
  IF TG_OP <> 'DELETE' AND NOT NEW.released THEN PERFORM set_in_slip(NEW.kind, NEW.goods_id, true); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "delivery_goods_in_slip_kept" AFTER INSERT OR DELETE OR UPDATE OF "released", "kind", "goods_id" ON "delivery_goods"
  FOR EACH ROW EXECUTE FUNCTION "keep_in_slip"();--> statement-breakpoint
-- Both read again from the parcels and the slips: here for the goods already there, and by the
-- bench after a bulk load made with the triggers off.
CREATE FUNCTION "recount_goods_in_vietnam_facts"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET last_arrived_at = NULL, in_slip = false WHERE last_arrived_at IS NOT NULL OR in_slip;
  UPDATE order_ships SET last_arrived_at = NULL, in_slip = false WHERE last_arrived_at IS NOT NULL OR in_slip;
  UPDATE orders o SET last_arrived_at = s.last
    FROM (SELECT order_id, max(arrived_at) AS last FROM transports
          WHERE order_id IS NOT NULL AND status <> 7 GROUP BY 1) s
    WHERE o.id = s.order_id;
  UPDATE order_ships o SET last_arrived_at = s.last
    FROM (SELECT order_ship_id, max(arrived_at) AS last FROM transports
          WHERE order_ship_id IS NOT NULL AND status <> 7 GROUP BY 1) s
    WHERE o.id = s.order_ship_id;
  UPDATE orders o SET in_slip = true FROM delivery_goods g
    WHERE g.kind = 1 AND g.goods_id = o.id AND NOT g.released;
  UPDATE order_ships o SET in_slip = true FROM delivery_goods g
    WHERE g.kind = 2 AND g.goods_id = o.id AND NOT g.released;
END $$;--> statement-breakpoint
SELECT recount_goods_in_vietnam_facts();

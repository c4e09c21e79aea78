-- The functions that keep bill sums and row facts (migrations 0018, 0019, 0021) name the enums
-- they need through constant functions that the server writes from the shared TypeScript enums
-- before every migration run (src/db/enum-constants.ts): the ledger types that pay a bill
-- (bill_payment_types()) and a cancelled parcel (transport_cancelled()), where each had its
-- own copy of the numbers.
CREATE OR REPLACE FUNCTION public.sum_bill_payments()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.type = ANY (bill_payment_types()) THEN
    PERFORM bump_bill_sums(OLD.ref_kind, OLD.ref_id, 0, OLD.amount);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.type = ANY (bill_payment_types()) THEN
    PERFORM bump_bill_sums(NEW.ref_kind, NEW.ref_id, 0, -NEW.amount);
  END IF;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.recount_bill_sums()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE orders SET bill_total = 0, bill_paid = 0 WHERE bill_total <> 0 OR bill_paid <> 0;
  UPDATE order_ships SET bill_total = 0, bill_paid = 0 WHERE bill_total <> 0 OR bill_paid <> 0;
  UPDATE orders o SET bill_total = s.total
    FROM (SELECT owner_id, sum(amount) AS total FROM fee_lines WHERE owner_kind = 'order' GROUP BY 1) s
    WHERE o.id = s.owner_id;
  UPDATE order_ships o SET bill_total = s.total
    FROM (SELECT owner_id, sum(amount) AS total FROM fee_lines WHERE owner_kind = 'consignment' GROUP BY 1) s
    WHERE o.id = s.owner_id;
  UPDATE orders o SET bill_paid = s.paid
    FROM (SELECT ref_id, -sum(amount) AS paid FROM ledger_entries
          WHERE ref_kind = 'order' AND type = ANY (bill_payment_types()) AND ref_id IS NOT NULL GROUP BY 1) s
    WHERE o.id = s.ref_id;
  UPDATE order_ships o SET bill_paid = s.paid
    FROM (SELECT ref_id, -sum(amount) AS paid FROM ledger_entries
          WHERE ref_kind = 'consignment' AND type = ANY (bill_payment_types()) AND ref_id IS NOT NULL GROUP BY 1) s
    WHERE o.id = s.ref_id;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.recount_last_arrival(order_id integer, order_ship_id integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE last timestamptz;
BEGIN
  IF order_id IS NOT NULL THEN
    PERFORM 1 FROM orders WHERE id = recount_last_arrival.order_id FOR UPDATE;
    SELECT max(t.arrived_at) INTO last FROM transports t
      WHERE t.order_id = recount_last_arrival.order_id AND t.status <> transport_cancelled();
    UPDATE orders SET last_arrived_at = last
      WHERE id = recount_last_arrival.order_id AND last_arrived_at IS DISTINCT FROM last;
  END IF;
  IF order_ship_id IS NOT NULL THEN
    PERFORM 1 FROM order_ships WHERE id = recount_last_arrival.order_ship_id FOR UPDATE;
    SELECT max(t.arrived_at) INTO last FROM transports t
      WHERE t.order_ship_id = recount_last_arrival.order_ship_id AND t.status <> transport_cancelled();
    UPDATE order_ships SET last_arrived_at = last
      WHERE id = recount_last_arrival.order_ship_id AND last_arrived_at IS DISTINCT FROM last;
  END IF;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.keep_last_arrival()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  counted boolean := TG_OP <> 'INSERT' AND OLD.arrived_at IS NOT NULL AND OLD.status <> transport_cancelled();
  counts boolean := TG_OP <> 'DELETE' AND NEW.arrived_at IS NOT NULL AND NEW.status <> transport_cancelled();
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
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.recount_goods_in_vietnam_facts()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE orders SET last_arrived_at = NULL, in_slip = false WHERE last_arrived_at IS NOT NULL OR in_slip;
  UPDATE order_ships SET last_arrived_at = NULL, in_slip = false WHERE last_arrived_at IS NOT NULL OR in_slip;
  UPDATE orders o SET last_arrived_at = s.last
    FROM (SELECT order_id, max(arrived_at) AS last FROM transports
          WHERE order_id IS NOT NULL AND status <> transport_cancelled() GROUP BY 1) s
    WHERE o.id = s.order_id;
  UPDATE order_ships o SET last_arrived_at = s.last
    FROM (SELECT order_ship_id, max(arrived_at) AS last FROM transports
          WHERE order_ship_id IS NOT NULL AND status <> transport_cancelled() GROUP BY 1) s
    WHERE o.id = s.order_ship_id;
  UPDATE orders o SET in_slip = true FROM delivery_goods g
    WHERE g.kind = 1 AND g.goods_id = o.id AND NOT g.released;
  UPDATE order_ships o SET in_slip = true FROM delivery_goods g
    WHERE g.kind = 2 AND g.goods_id = o.id AND NOT g.released;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.recount_consignment_row(ship_id integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF ship_id IS NULL THEN RETURN; END IF;
  PERFORM 1 FROM order_ships WHERE id = ship_id FOR UPDATE;
  UPDATE order_ships o
    SET item_count = i.n, declared_fen = i.fen, parcel_codes = p.codes, parcel_grams = p.grams
    FROM (SELECT count(*)::integer AS n, coalesce(sum(price_fen::bigint * quantity), 0) AS fen
            FROM order_ship_items WHERE order_ship_id = ship_id) i,
         (SELECT coalesce(array_agg(transport_code ORDER BY id), '{}') AS codes,
                 sum(charged_grams) AS grams
            FROM transports WHERE order_ship_id = ship_id AND status <> transport_cancelled()) p
    WHERE o.id = ship_id
      AND (o.item_count, o.declared_fen, o.parcel_codes, o.parcel_grams)
          IS DISTINCT FROM (i.n, i.fen, p.codes, p.grams);
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.keep_consignment_row_of_parcels()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  shown_before boolean := TG_OP <> 'INSERT' AND OLD.order_ship_id IS NOT NULL AND OLD.status <> transport_cancelled();
  shown_after boolean := TG_OP <> 'DELETE' AND NEW.order_ship_id IS NOT NULL AND NEW.status <> transport_cancelled();
  same_consignment boolean := shown_before AND shown_after AND NEW.order_ship_id = OLD.order_ship_id;
BEGIN
  IF same_consignment AND NEW.transport_code = OLD.transport_code
     AND NEW.charged_grams IS NOT DISTINCT FROM OLD.charged_grams THEN
    RETURN NULL;
  END IF;
  IF shown_before THEN PERFORM recount_consignment_row(OLD.order_ship_id); END IF;
  IF shown_after AND NOT same_consignment THEN PERFORM recount_consignment_row(NEW.order_ship_id); END IF;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.recount_consignment_rows()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE order_ships o
    SET item_count = coalesce(i.n, 0), declared_fen = coalesce(i.fen, 0),
        parcel_codes = coalesce(p.codes, '{}'), parcel_grams = p.grams
    FROM order_ships s
    LEFT JOIN (SELECT order_ship_id, count(*)::integer AS n, sum(price_fen::bigint * quantity) AS fen
                 FROM order_ship_items GROUP BY 1) i ON i.order_ship_id = s.id
    LEFT JOIN (SELECT order_ship_id, array_agg(transport_code ORDER BY id) AS codes,
                      sum(charged_grams) AS grams
                 FROM transports WHERE order_ship_id IS NOT NULL AND status <> transport_cancelled() GROUP BY 1) p
      ON p.order_ship_id = s.id
    WHERE o.id = s.id
      AND (o.item_count, o.declared_fen, o.parcel_codes, o.parcel_grams)
          IS DISTINCT FROM (coalesce(i.n, 0), coalesce(i.fen, 0), coalesce(p.codes, '{}'), p.grams);
END $function$;

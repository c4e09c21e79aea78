CREATE TABLE "customer_counts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"unread_messages" integer DEFAULT 0 NOT NULL,
	"carts" integer DEFAULT 0 NOT NULL,
	"ledger" integer[] DEFAULT '{}' NOT NULL,
	"deposits" integer[] DEFAULT '{}' NOT NULL,
	"withdrawals" integer[] DEFAULT '{}' NOT NULL,
	"orders" integer[] DEFAULT '{}' NOT NULL,
	"transports" integer[] DEFAULT '{}' NOT NULL,
	"order_ships" integer[] DEFAULT '{}' NOT NULL,
	"deliveries" integer[] DEFAULT '{}' NOT NULL,
	"complaints" integer[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_counts" ADD CONSTRAINT "customer_counts_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Adds `delta` to a customer's count in `list` (a column of customer_counts), at element
-- `value + 1` for the lists counted by status or type (`value` NULL: the column is one number).
CREATE FUNCTION "bump_customer_count"(customer integer, list text, value integer, delta integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  updated integer;
BEGIN
  IF customer IS NULL THEN RETURN; END IF;  -- a parcel nobody has claimed yet
  FOR attempt IN 1..2 LOOP
    IF value IS NULL THEN
      EXECUTE format('UPDATE customer_counts SET %I = %I + $2 WHERE customer_id = $1', list, list)
        USING customer, delta;
    ELSE
      EXECUTE format(
        'UPDATE customer_counts SET %I[$3] = coalesce(%I[$3], 0) + $2 WHERE customer_id = $1',
        list, list) USING customer, delta, value + 1;
    END IF;
    GET DIAGNOSTICS updated = ROW_COUNT;  -- EXECUTE leaves FOUND as it was
    IF updated > 0 THEN RETURN; END IF;
    -- The customer's first counted row: make theirs, then count (a concurrent first waits here).
    INSERT INTO customer_counts (customer_id) VALUES (customer) ON CONFLICT DO NOTHING;
  END LOOP;
END $$;--> statement-breakpoint
-- The row triggers: TG_ARGV[0] names the list, TG_ARGV[1] the column it is counted by (if any).
-- They are DEFERRED, so they run at commit, after every other lock the transaction takes: the
-- counts row is the last lock a transaction asks for, and two can never deadlock over it.
CREATE FUNCTION "count_customer_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  list text := TG_ARGV[0];
  old_value integer;
  new_value integer;
BEGIN
  IF TG_NARGS > 1 THEN
    IF TG_OP <> 'INSERT' THEN old_value := (to_jsonb(OLD) ->> TG_ARGV[1])::integer; END IF;
    IF TG_OP <> 'DELETE' THEN new_value := (to_jsonb(NEW) ->> TG_ARGV[1])::integer; END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.customer_id IS NOT DISTINCT FROM NEW.customer_id
     AND old_value IS NOT DISTINCT FROM new_value THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM bump_customer_count(OLD.customer_id, list, old_value, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM bump_customer_count(NEW.customer_id, list, new_value, 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Messages are counted twice, all and unread: inserted and deleted at commit like the rest...
CREATE FUNCTION "count_customer_messages"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  message messages%ROWTYPE;
  delta integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  message := CASE WHEN TG_OP = 'INSERT' THEN NEW ELSE OLD END;
  PERFORM bump_customer_count(message.customer_id, 'messages', NULL, delta);
  IF NOT message.is_read THEN
    PERFORM bump_customer_count(message.customer_id, 'unread_messages', NULL, delta);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "messages_counted" AFTER INSERT OR DELETE ON "messages"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_customer_messages"();--> statement-breakpoint
-- ...while marking read, which changes thousands of rows in one statement, is counted once per
-- statement from its transition tables. Only the inbox's "mark read" updates messages, alone in
-- its transaction, so taking the counts row here (not at commit) cannot deadlock either.
CREATE FUNCTION "count_read_messages"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_counts (customer_id)
    SELECT DISTINCT customer_id FROM changed ON CONFLICT DO NOTHING;
  UPDATE customer_counts c
    SET messages = c.messages + d.messages, unread_messages = c.unread_messages + d.unread
    FROM (
      SELECT customer_id, sum(one)::integer AS messages,
        sum(CASE WHEN is_read THEN 0 ELSE one END)::integer AS unread
      FROM (SELECT customer_id, is_read, -1 AS one FROM was
            UNION ALL SELECT customer_id, is_read, 1 FROM changed) rows
      GROUP BY customer_id) d
    WHERE c.customer_id = d.customer_id AND (d.messages <> 0 OR d.unread <> 0);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_read_counted" AFTER UPDATE ON "messages"
  REFERENCING OLD TABLE AS was NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "count_read_messages"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "carts_counted" AFTER INSERT OR DELETE OR UPDATE OF "customer_id" ON "carts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_customer_rows"('carts');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_counted" AFTER INSERT OR DELETE OR UPDATE OF "customer_id", "type" ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_customer_rows"('ledger', 'type');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "deposits_counted" AFTER INSERT OR DELETE OR UPDATE OF "customer_id", "status" ON "deposit_requests"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_customer_rows"('deposits', 'status');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "withdrawals_counted" AFTER INSERT OR DELETE OR UPDATE OF "customer_id", "status" ON "withdrawal_requests"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_customer_rows"('withdrawals', 'status');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_counted" AFTER INSERT OR DELETE OR UPDATE OF "customer_id", "status" ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_customer_rows"('orders', 'status');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "transports_counted" AFTER INSERT OR DELETE OR UPDATE OF "customer_id", "status" ON "transports"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_customer_rows"('transports', 'status');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "order_ships_counted" AFTER INSERT OR DELETE OR UPDATE OF "customer_id", "status" ON "order_ships"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_customer_rows"('order_ships', 'status');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "deliveries_counted" AFTER INSERT OR DELETE OR UPDATE OF "customer_id", "status" ON "deliveries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_customer_rows"('deliveries', 'status');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "complaints_counted" AFTER INSERT OR DELETE OR UPDATE OF "customer_id", "status" ON "complaints"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_customer_rows"('complaints', 'status');--> statement-breakpoint
-- Counts rebuilt from the rows themselves: here for the rows already there, by the bench after a
-- bulk load (which it makes with the triggers off), and by the tests that check the counters.
CREATE FUNCTION "recount_customer_counts"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  counted record;
BEGIN
  DELETE FROM customer_counts;
  INSERT INTO customer_counts (customer_id)
    SELECT customer_id FROM messages UNION SELECT customer_id FROM carts
    UNION SELECT customer_id FROM ledger_entries UNION SELECT customer_id FROM deposit_requests
    UNION SELECT customer_id FROM withdrawal_requests UNION SELECT customer_id FROM orders
    UNION SELECT customer_id FROM transports WHERE customer_id IS NOT NULL
    UNION SELECT customer_id FROM order_ships UNION SELECT customer_id FROM deliveries
    UNION SELECT customer_id FROM complaints;
  UPDATE customer_counts c SET messages = n.n, unread_messages = n.unread
    FROM (SELECT customer_id, count(*)::integer AS n,
            (count(*) FILTER (WHERE NOT is_read))::integer AS unread
          FROM messages GROUP BY 1) n
    WHERE n.customer_id = c.customer_id;
  UPDATE customer_counts c SET carts = n.n
    FROM (SELECT customer_id, count(*)::integer AS n FROM carts GROUP BY 1) n
    WHERE n.customer_id = c.customer_id;
  FOR counted IN SELECT * FROM (VALUES
    ('ledger', 'ledger_entries', 'type'), ('deposits', 'deposit_requests', 'status'),
    ('withdrawals', 'withdrawal_requests', 'status'), ('orders', 'orders', 'status'),
    ('transports', 'transports', 'status'), ('order_ships', 'order_ships', 'status'),
    ('deliveries', 'deliveries', 'status'), ('complaints', 'complaints', 'status')
  ) AS lists (list, source, value_column) LOOP
    -- The counts per value first, in a table of their own with statistics, so the planner joins
    -- them by hash (a CTE's unknown size led it to a nested loop: hours at 100,000 customers).
    EXECUTE format(
      'CREATE TEMP TABLE counted_values ON COMMIT DROP AS
         SELECT customer_id, %I::integer AS v, count(*)::integer AS n FROM %I
         WHERE customer_id IS NOT NULL GROUP BY 1, 2',
      counted.value_column, counted.source);
    ANALYZE counted_values;
    -- One array per customer, element value + 1 holding that value's count.
    EXECUTE format(
      'UPDATE customer_counts c SET %I = n.counts FROM (
         SELECT t.customer_id, array_agg(coalesce(v.n, 0) ORDER BY g) AS counts
         FROM (SELECT customer_id, max(v) AS top FROM counted_values GROUP BY 1) t
         CROSS JOIN LATERAL generate_series(0, t.top) g
         LEFT JOIN counted_values v ON v.customer_id = t.customer_id AND v.v = g
         GROUP BY t.customer_id) n
       WHERE n.customer_id = c.customer_id',
      counted.list);
    DROP TABLE counted_values;
  END LOOP;
END $$;--> statement-breakpoint
SELECT "recount_customer_counts"();

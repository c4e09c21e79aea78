-- Each console list's rows per status, kept by the database (schema.ts statusTallies): a list
-- without a filter sums a few rows here instead of counting every row of its table on every page
-- (issue 27). Writers only ever insert (+1 / -1), so no two writers wait for each other over a
-- count; fold_status_tallies() sums the rows into one per status (a job every minute).
CREATE TABLE "status_tallies" (
	"list" text NOT NULL,
	"status" integer NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "status_tallies_list_idx" ON "status_tallies" USING btree ("list","status");
--> statement-breakpoint
-- The tables counted and the column each is counted by (lib/status-tallies.ts names the same).
CREATE FUNCTION "tallied_lists"() RETURNS TABLE (list text, status_column text)
LANGUAGE sql IMMUTABLE AS $$
  VALUES ('orders', 'status'), ('transports', 'status'), ('order_ships', 'status'),
    ('deliveries', 'status'), ('complaints', 'status'), ('deposit_requests', 'status'),
    ('withdrawal_requests', 'status'), ('bank_transfers', 'status'), ('bags', 'status'),
    ('vouchers', 'status'), ('notifications', 'status'), ('extension_reports', 'status'),
    ('audit_log', 'kind')
$$;--> statement-breakpoint
-- One trigger function per table (reading NEW.<column> directly: a generic one would turn every
-- row, an audit row's before and after included, into JSON to find its status). An update runs it
-- only when the status changed.
DO $do$
DECLARE
  tallied record;
BEGIN
  FOR tallied IN SELECT * FROM tallied_lists() LOOP
    EXECUTE format($function$
      CREATE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql AS $body$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          INSERT INTO status_tallies (list, status, delta) VALUES (%2$L, OLD.%3$I, -1);
        END IF;
        IF TG_OP <> 'DELETE' THEN
          INSERT INTO status_tallies (list, status, delta) VALUES (%2$L, NEW.%3$I, 1);
        END IF;
        RETURN NULL;
      END $body$$function$, 'tally_' || tallied.list, tallied.list, tallied.status_column);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION %I()',
      tallied.list || '_tallied', tallied.list, 'tally_' || tallied.list);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER UPDATE OF %I ON %I FOR EACH ROW WHEN (OLD.%I IS DISTINCT FROM NEW.%I) EXECUTE FUNCTION %I()',
      tallied.list || '_status_tallied', tallied.status_column, tallied.list,
      tallied.status_column, tallied.status_column, 'tally_' || tallied.list);
  END LOOP;
END $do$;--> statement-breakpoint
-- The rows of each list and status summed into one (in one statement: a reader sees the rows
-- before or after, never both; rows a writer adds meanwhile are not in its snapshot, kept as they
-- are). A status whose rows sum to 0 keeps no row.
CREATE FUNCTION "fold_status_tallies"() RETURNS void LANGUAGE sql AS $$
  WITH folded AS (DELETE FROM status_tallies RETURNING list, status, delta)
  INSERT INTO status_tallies (list, status, delta)
    SELECT list, status, sum(delta)::integer FROM folded
    GROUP BY list, status HAVING sum(delta) <> 0
$$;--> statement-breakpoint
-- Counts rebuilt from the rows themselves: here for the rows already there, by the bench after a
-- bulk load (which it makes with the triggers off), and by the tests that check the tallies.
CREATE FUNCTION "recount_status_tallies"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tallied record;
BEGIN
  DELETE FROM status_tallies;
  FOR tallied IN SELECT * FROM tallied_lists() LOOP
    EXECUTE format(
      'INSERT INTO status_tallies (list, status, delta) SELECT %L, %I, count(*) FROM %I GROUP BY 2',
      tallied.list, tallied.status_column, tallied.list);
  END LOOP;
END $$;--> statement-breakpoint
SELECT recount_status_tallies();

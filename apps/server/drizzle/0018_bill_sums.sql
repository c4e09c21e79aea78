ALTER TABLE "order_ships" ADD COLUMN "bill_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_ships" ADD COLUMN "bill_paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Adds to the kept sums of one bill (an order's or a consignment's; a slip's bill is never listed).
CREATE FUNCTION "bump_bill_sums"(kind text, owner integer, total_delta bigint, paid_delta bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF owner IS NULL OR (total_delta = 0 AND paid_delta = 0) THEN RETURN; END IF;
  IF kind = 'order' THEN
    UPDATE orders SET bill_total = bill_total + total_delta, bill_paid = bill_paid + paid_delta
      WHERE id = owner;
  ELSIF kind = 'consignment' THEN
    UPDATE order_ships SET bill_total = bill_total + total_delta, bill_paid = bill_paid + paid_delta
      WHERE id = owner;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "sum_fee_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM bump_bill_sums(OLD.owner_kind, OLD.owner_id, -OLD.amount, 0); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM bump_bill_sums(NEW.owner_kind, NEW.owner_id, NEW.amount, 0); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- What pays for a bill (−) or refunds it (+): the order's deposit and payment, a shipment's fee, a
-- refund (TransactionType 3–6, billing.ts BILL_PAYMENT_TYPES). Paid is the negated sum.
CREATE FUNCTION "sum_bill_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.type IN (3, 4, 5, 6) THEN
    PERFORM bump_bill_sums(OLD.ref_kind, OLD.ref_id, 0, OLD.amount);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.type IN (3, 4, 5, 6) THEN
    PERFORM bump_bill_sums(NEW.ref_kind, NEW.ref_id, 0, -NEW.amount);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Not deferred (unlike the customer counters): the sums change with the line or payment, so a
-- transaction that pays an order and reads it back sees what it did. The owner's row is one the
-- writing transaction has locked already (every payment locks the wallet, then the goods).
CREATE TRIGGER "fee_lines_summed" AFTER INSERT OR DELETE OR UPDATE OF "amount", "owner_kind", "owner_id" ON "fee_lines"
  FOR EACH ROW EXECUTE FUNCTION "sum_fee_lines"();--> statement-breakpoint
CREATE TRIGGER "ledger_bills_summed" AFTER INSERT OR DELETE OR UPDATE OF "amount", "type", "ref_kind", "ref_id" ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "sum_bill_payments"();--> statement-breakpoint
-- The sums rebuilt from the lines and the ledger: here for the bills already there, and by the
-- bench after a bulk load made with the triggers off.
CREATE FUNCTION "recount_bill_sums"() RETURNS void LANGUAGE plpgsql AS $$
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
          WHERE ref_kind = 'order' AND type IN (3, 4, 5, 6) AND ref_id IS NOT NULL GROUP BY 1) s
    WHERE o.id = s.ref_id;
  UPDATE order_ships o SET bill_paid = s.paid
    FROM (SELECT ref_id, -sum(amount) AS paid FROM ledger_entries
          WHERE ref_kind = 'consignment' AND type IN (3, 4, 5, 6) AND ref_id IS NOT NULL GROUP BY 1) s
    WHERE o.id = s.ref_id;
END $$;--> statement-breakpoint
SELECT recount_bill_sums();

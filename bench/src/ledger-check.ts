/**
 * The ledger invariant of DESIGN §4, as the server's tests read it (apps/server/src/test/money.ts
 * expectLedgerConsistent), over every wallet of the database after bench:scale's writes: each
 * ledger row's BalanceAfter is the running sum of its customer's amounts in posting (id) order,
 * the wallet's balance equals the sum of its amounts and the newest BalanceAfter, and nothing is
 * below zero. Counted for every customer and, apart, for the writes' own customers: the generated
 * data is written by SQL, not by the product, and answers for itself.
 */
import type pg from 'pg';

export interface LedgerCounts {
  wallets: number;
  ledgerRows: number;
  /** Rows whose BalanceAfter is not the running sum. */
  wrongRunningSum: number;
  negativeRows: number;
  /** Wallets whose balance is not the sum of their amounts, or not their newest BalanceAfter. */
  balanceNotSum: number;
  balanceNotNewest: number;
  negativeWallets: number;
  /** Ledger rows of a customer without a wallet. */
  rowsWithoutWallet: number;
}

export interface LedgerCheck {
  all: LedgerCounts;
  writers: LedgerCounts;
  ms: number;
}

const failures = (counts: LedgerCounts) =>
  counts.wrongRunningSum +
  counts.negativeRows +
  counts.balanceNotSum +
  counts.balanceNotNewest +
  counts.negativeWallets +
  counts.rowsWithoutWallet;

/** The counts of every wallet (`writers` null) or of the writers' alone. */
async function countLedger(client: pg.Client, writers: number[] | null): Promise<LedgerCounts> {
  const only = (column: string) => (writers ? `where ${column} = any($1)` : '');
  const values = writers ? [writers] : [];
  const rows = await client.query<Record<string, string>>(
    `with running as (
       select balance_after,
         sum(amount) over (partition by customer_id order by id) as running
       from ledger_entries ${only('customer_id')})
     select count(*) as ledger_rows,
       count(*) filter (where balance_after <> running) as wrong_running_sum,
       count(*) filter (where balance_after < 0) as negative_rows
     from running`,
    values,
  );
  const wallets = await client.query<Record<string, string>>(
    `with sums as (
       select customer_id, sum(amount) as total from ledger_entries ${only('customer_id')}
       group by customer_id),
     newest as (
       select distinct on (customer_id) customer_id, balance_after from ledger_entries
       ${only('customer_id')} order by customer_id, id desc)
     select count(*) as wallets,
       count(*) filter (where w.balance <> coalesce(s.total, 0)) as balance_not_sum,
       count(*) filter (where w.balance <> coalesce(n.balance_after, 0)) as balance_not_newest,
       count(*) filter (where w.balance < 0) as negative_wallets,
       (select count(*) from sums where not exists (
          select 1 from wallets x where x.customer_id = sums.customer_id)) as rows_without_wallet
     from wallets w left join sums s using (customer_id) left join newest n using (customer_id)
     ${only('w.customer_id')}`,
    values,
  );
  const a = rows.rows[0]!;
  const b = wallets.rows[0]!;
  return {
    wallets: Number(b.wallets),
    ledgerRows: Number(a.ledger_rows),
    wrongRunningSum: Number(a.wrong_running_sum),
    negativeRows: Number(a.negative_rows),
    balanceNotSum: Number(b.balance_not_sum),
    balanceNotNewest: Number(b.balance_not_newest),
    negativeWallets: Number(b.negative_wallets),
    rowsWithoutWallet: Number(b.rows_without_wallet),
  };
}

export async function checkLedger(client: pg.Client, writers: number[]): Promise<LedgerCheck> {
  const started = performance.now();
  return {
    all: await countLedger(client, null),
    writers: await countLedger(client, writers),
    ms: performance.now() - started,
  };
}

function describe(counts: LedgerCounts): string {
  if (failures(counts) === 0) {
    return `holds (${counts.wallets} wallets, ${counts.ledgerRows} ledger rows)`;
  }
  const broken = [
    ['rows off their running sum', counts.wrongRunningSum],
    ['rows below zero', counts.negativeRows],
    ['wallets not the sum of their rows', counts.balanceNotSum],
    ['wallets not their newest BalanceAfter', counts.balanceNotNewest],
    ['wallets below zero', counts.negativeWallets],
    ['ledger rows without a wallet', counts.rowsWithoutWallet],
  ].flatMap(([what, count]) => (count ? [`${count} ${what}`] : []));
  return `BROKEN: ${broken.join(', ')} (of ${counts.wallets} wallets, ${counts.ledgerRows} ledger rows)`;
}

export function printLedger(check: LedgerCheck): void {
  console.log(`ledger invariant, the writes' customers: ${describe(check.writers)}`);
  console.log(
    `ledger invariant, every wallet: ${describe(check.all)} (checked in ${(check.ms / 1000).toFixed(1)} s)`,
  );
}

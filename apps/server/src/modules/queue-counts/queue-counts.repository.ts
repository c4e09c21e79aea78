import { count, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  BankTransferStatus,
  DeliveryStatus,
  EXTENSION_REPORT_STATUS,
  RequestStatus,
  VoucherStatus,
  type QueueCounts,
} from '@app/shared';
import type { Executor } from '../../db/client.js';
import {
  bankTransfers,
  deliveries,
  depositRequests,
  extensionReports,
  vouchers,
  withdrawalRequests,
} from '../../db/schema.js';

/**
 * How many rows wait in each staff queue, in one statement: each count reads only the waiting
 * rows' entries of its table's (status, created_at, id) index, a handful in a running business.
 */
export async function readQueueCounts(tx: Executor): Promise<QueueCounts> {
  const waiting = (queue: keyof QueueCounts, table: PgTable, status: PgColumn, value: number) =>
    tx
      .select({ queue: sql<string>`${sql.raw(`'${queue}'`)}`, waiting: count() })
      .from(table)
      .where(eq(status, value));
  const rows = await waiting(
    'Deposits',
    depositRequests,
    depositRequests.status,
    RequestStatus.Pending,
  )
    .unionAll(
      waiting('Withdrawals', withdrawalRequests, withdrawalRequests.status, RequestStatus.Pending),
    )
    .unionAll(
      waiting('BankTransfers', bankTransfers, bankTransfers.status, BankTransferStatus.Unmatched),
    )
    .unionAll(waiting('Deliveries', deliveries, deliveries.status, DeliveryStatus.Pending))
    .unionAll(
      waiting(
        'ExtensionReports',
        extensionReports,
        extensionReports.status,
        EXTENSION_REPORT_STATUS.New,
      ),
    )
    .unionAll(waiting('Vouchers', vouchers, vouchers.status, VoucherStatus.Pending));
  const counts: QueueCounts = {
    Deposits: 0,
    Withdrawals: 0,
    BankTransfers: 0,
    Deliveries: 0,
    ExtensionReports: 0,
    Vouchers: 0,
  };
  for (const row of rows) counts[row.queue as keyof QueueCounts] = Number(row.waiting);
  return counts;
}

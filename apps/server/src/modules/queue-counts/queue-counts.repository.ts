import type { PgTable } from 'drizzle-orm/pg-core';
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
import { talliedStatuses } from '../../lib/status-tallies.js';

/** Each staff queue: its table and the status of the rows waiting in it. */
const QUEUES: Record<keyof QueueCounts, { table: PgTable; status: number }> = {
  Deposits: { table: depositRequests, status: RequestStatus.Pending },
  Withdrawals: { table: withdrawalRequests, status: RequestStatus.Pending },
  BankTransfers: { table: bankTransfers, status: BankTransferStatus.Unmatched },
  Deliveries: { table: deliveries, status: DeliveryStatus.Pending },
  ExtensionReports: { table: extensionReports, status: EXTENSION_REPORT_STATUS.New },
  Vouchers: { table: vouchers, status: VoucherStatus.Pending },
};

/**
 * How many rows wait in each staff queue, exact, in one statement over the tallies the database
 * keeps per table and status (lib/status-tallies.ts): a few rows per queue, however many wait.
 */
export async function readQueueCounts(tx: Executor): Promise<QueueCounts> {
  const names = Object.keys(QUEUES) as (keyof QueueCounts)[];
  const tallied = await talliedStatuses(
    tx,
    names.map((name) => QUEUES[name]),
  );
  return Object.fromEntries(
    names.map((name) => [name, tallied.get(QUEUES[name].table, QUEUES[name].status)]),
  ) as QueueCounts;
}

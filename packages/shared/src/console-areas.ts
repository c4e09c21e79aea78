import type { StaffRole } from './enums.js';

/**
 * The console's areas and the staff roles that may open them (DESIGN §12). Every `/api/admin`
 * route names its area (the server refuses other roles with 403) and every console page and menu
 * entry names the area it needs, so one table decides both. An admin opens every area.
 */
export const consoleAreas = {
  /** The customer list and page, and the staff names it shows. */
  customers: ['staff', 'support', 'accountant'],
  /** A customer's supporter, lock and "view as customer". */
  customerCare: ['staff', 'support'],
  /** A customer's ledger (the customer page's money tab). */
  customerLedger: ['staff', 'support', 'accountant'],
  /** Reading orders: the board and an order's page. */
  orders: ['staff', 'buyer', 'support', 'warehouse', 'accountant'],
  /** Moving orders through buying; pages the extension could not read. */
  buying: ['staff', 'buyer'],
  complaints: ['staff', 'buyer', 'support'],
  /** Reading parcels and consignments, and their photos. */
  parcels: ['staff', 'warehouse', 'buyer', 'support'],
  /** Scans, labels, bags, counting and photos taken in the warehouse. */
  warehouse: ['staff', 'warehouse'],
  deliveries: ['staff', 'warehouse'],
  /** Deposits, withdrawals, bank transfers, statements and ledger adjustments. */
  money: ['staff', 'accountant'],
  /** Receipts and payments: written by staff and accountants, and the fund accounts' books. */
  vouchers: ['staff', 'accountant'],
  /** Approving or rejecting another person's receipt or payment. */
  voucherApproval: ['accountant'],
  /** The owner's reports: revenue, reconciliation. */
  reports: ['staff', 'accountant'],
  /** What was sent to customers: mail and notifications. */
  outbox: ['staff', 'support'],
  audit: ['staff', 'accountant'],
  /** The menu's queue counts: every staff member. */
  queues: ['staff', 'accountant', 'buyer', 'warehouse', 'support'],
  /** Staff accounts, settings and the exchange rate. */
  administration: [],
} as const satisfies Record<string, readonly Exclude<StaffRole, 'admin'>[]>;
export type ConsoleArea = keyof typeof consoleAreas;
export const CONSOLE_AREAS = Object.keys(consoleAreas) as ConsoleArea[];

/** Whether a signed-in role may open an area (customers never may). */
export function mayOpen(role: string | undefined | null, area: ConsoleArea): boolean {
  if (role === 'admin') return true;
  return (consoleAreas[area] as readonly string[]).includes(role ?? '');
}

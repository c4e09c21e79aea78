/** Query keys of the operator console; a mutation invalidates the lists it changes. */
export const adminKeys = {
  all: ['admin'],
  deposits: ['admin', 'deposits'],
  withdrawals: ['admin', 'withdrawals'],
  customers: ['admin', 'customers'],
  customer: (id: number) => ['admin', 'customers', id],
  ledger: (id: number) => ['admin', 'customers', id, 'transactions'],
  staff: ['admin', 'staff'],
  settings: ['admin', 'settings'],
  mails: ['admin', 'mails'],
  audit: ['admin', 'audit'],
} as const;

export interface ListAnswer<T> {
  Items: T[];
  Total: number;
}

/** A fresh Idempotency-Key per submission (DESIGN §3); a retry of the same submission reuses it. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

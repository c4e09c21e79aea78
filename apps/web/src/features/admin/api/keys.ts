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

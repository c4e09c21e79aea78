/** Query keys shared across features, so a mutation in one invalidates what another shows. */
export const queryKeys = {
  warehouses: ['warehouses'],
  publicSettings: ['public-settings'],
  settingDefault: ['setting-default'],
  dashboard: ['dashboard'],
  userInfo: ['user-info'],
  messages: ['messages'],
  transactions: ['transactions'],
  deposits: ['deposits'],
  withdrawals: ['withdrawals'],
  wallet: ['wallet'],
  carts: ['carts'],
  orders: ['orders'],
} as const;

/** Query keys of the operator console; a mutation invalidates the lists it changes. */
export const adminKeys = {
  all: ['admin'],
  deposits: ['admin', 'deposits'],
  withdrawals: ['admin', 'withdrawals'],
  customers: ['admin', 'customers'],
  orders: ['admin', 'orders'],
  customer: (id: number) => ['admin', 'customers', id],
  ledger: (id: number) => ['admin', 'customers', id, 'transactions'],
  staff: ['admin', 'staff'],
  settings: ['admin', 'settings'],
  mails: ['admin', 'mails'],
  audit: ['admin', 'audit'],
} as const;

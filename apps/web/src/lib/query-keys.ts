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
} as const;

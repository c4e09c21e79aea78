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
  /** Parcels (kiện) of orders and consignments: the parcel list and each parcel's page. */
  parcels: ['parcels'],
  /** Consignments (đơn ký gửi): lists, details, the ones due, the statistic. */
  consignments: ['consignments'],
  /** Goods in Vietnam waiting for a slip, and the delivery slips. */
  deliveries: ['deliveries'],
  /** The customer's remembered delivery addresses. */
  savedAddresses: ['saved-addresses'],
  /** Vietnam's provinces and their wards (public, unchanging). */
  provinces: ['provinces'],
} as const;

/** Query keys of the operator console; a mutation invalidates the lists it changes. */
export const adminKeys = {
  all: ['admin'],
  deposits: ['admin', 'deposits'],
  withdrawals: ['admin', 'withdrawals'],
  customers: ['admin', 'customers'],
  orders: ['admin', 'orders'],
  /** Every customer's parcels: the warehouse lists, the scanners' answers and the fee quotes. */
  parcels: ['admin', 'parcels'],
  /** Every customer's consignments (đơn ký gửi). */
  consignments: ['admin', 'consignments'],
  /** Bags (bao) packed in China: the list and each bag's page. */
  bags: ['admin', 'bags'],
  /** The delivery-slip queue. */
  deliveries: ['admin', 'deliveries'],
  customer: (id: number) => ['admin', 'customers', id],
  ledger: (id: number) => ['admin', 'customers', id, 'transactions'],
  staff: ['admin', 'staff'],
  settings: ['admin', 'settings'],
  mails: ['admin', 'mails'],
  audit: ['admin', 'audit'],
  /** What waits in each staff queue (the console menu's badges). */
  queueCounts: ['admin', 'queue-counts'],
} as const;

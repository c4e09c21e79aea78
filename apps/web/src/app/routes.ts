/** Every route path of the portal, in one place (hash routes: '#/login', '#/dashboard', ...). */
export const paths = {
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password/:id',
  error: '/error',
  /** The price list for visitors (public layout); a signed-in customer reads it at orderPrices. */
  prices: '/prices',
  dashboard: '/dashboard',
  order: '/order',
  orderCart: '/order/cart',
  orderDeposits: '/order/deposits',
  orderWaitPay: '/order/wait-pay',
  orderComplaints: '/order/complaints',
  /** The price list inside the portal, beside the cart it leads to. */
  orderPrices: '/order/prices',
  /** The browser extension: what it does, how to install it, and handing it the session. */
  extension: '/extension',
  orderDetail: '/order/:id',
  orderShip: '/order-ship',
  orderShipStatistic: '/order-ship/statistic-order-ship',
  orderShipDetail: '/order-ship/:id',
  transport: '/transport',
  transportCreate: '/transport/create',
  transportList: '/transport/list',
  transportWaitPay: '/transport/transport-wait-pay',
  transportDetail: '/transport/:id',
  delivery: '/delivery',
  deliveryRequest: '/delivery/transport-request-delivery',
  deliveryList: '/delivery/list-request',
  transaction: '/transaction',
  transactionList: '/transaction/list',
  transactionDeposit: '/transaction/deposit',
  transactionWithdrawal: '/transaction/withdrawal',
  user: '/user',
  userInfo: '/user/user-info',
  changePassword: '/user/change-password',
  message: '/message',
  messageList: '/message/list-messages',
} as const;

/** The operator console (DESIGN §6): staff and admins only. */
export const adminPaths = {
  root: '/admin',
  /** The console's home: today's figures and what waits in the queues the role handles. */
  home: '/admin/home',
  orders: '/admin/orders',
  order: '/admin/orders/:id',
  /** The old one-page warehouse: now leads to receiving in China. */
  warehouse: '/admin/warehouse',
  receiveChina: '/admin/warehouse/receive-china',
  shipChina: '/admin/warehouse/ship',
  receiveVietnam: '/admin/warehouse/receive-vietnam',
  bags: '/admin/bags',
  bag: '/admin/bags/:id',
  parcels: '/admin/parcels',
  unclaimedParcels: '/admin/parcels/unclaimed',
  consignments: '/admin/consignments',
  deliveries: '/admin/deliveries',
  complaints: '/admin/complaints',
  /** Item pages the browser extension could not read, reported by customers. */
  extensionReports: '/admin/extension-reports',
  customers: '/admin/customers',
  customer: '/admin/customers/:id',
  deposits: '/admin/deposits',
  withdrawals: '/admin/withdrawals',
  statementImport: '/admin/statement-import',
  /** Incoming transfers (SePay, Casso, statements) and the unmatched queue. */
  bankTransfers: '/admin/bank-transfers',
  /** Receipts and payments (phiếu thu/chi) and the fund accounts' balances. */
  vouchers: '/admin/vouchers',
  /** The owner's reports: revenue by fee kind, bank reconciliation. */
  reports: '/admin/reports',
  settings: '/admin/settings',
  staff: '/admin/staff',
  rates: '/admin/rates',
  mails: '/admin/mails',
  notifications: '/admin/notifications',
  audit: '/admin/audit',
} as const;

export const adminCustomerPath = (id: number) => `/admin/customers/${id}`;
export const orderPath = (id: number) => `/order/${id}`;
export const orderShipPath = (id: number) => `/order-ship/${id}`;
export const transportPath = (id: number) => `/transport/${id}`;
export const adminOrderPath = (id: number) => `/admin/orders/${id}`;
export const adminBagPath = (id: number) => `/admin/bags/${id}`;
/**
 * The console's parcel list found by one code (a tracking number, an order or a customer), in
 * every status: the list opens on the warehouses' work otherwise.
 */
export const adminParcelSearchPath = (keyword: string) =>
  `${adminPaths.parcels}?tab=all&keyword=${encodeURIComponent(keyword)}`;

export const resetPasswordPath = (id: string) => `/reset-password/${encodeURIComponent(id)}`;
/** The customer's delivery slips found by one slip's code (the list rows carry no page of their own). */
export const deliveryListPath = (code: string) =>
  `${paths.deliveryList}?keyword=${encodeURIComponent(code)}`;
/** The cart's add-by-link form with a link already filled in (the dashboard, the extension). */
export const cartWithLinkPath = (link: string) =>
  `${paths.orderCart}?link=${encodeURIComponent(link)}`;
export const messageListPath = (message?: string) =>
  message ? `${paths.messageList}?message=${encodeURIComponent(message)}` : paths.messageList;

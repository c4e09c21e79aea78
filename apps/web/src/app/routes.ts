/** Every route path of the portal, in one place (hash routes: '#/login', '#/dashboard', ...). */
export const paths = {
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password/:id',
  error: '/error',
  prices: '/prices',
  dashboard: '/dashboard',
  order: '/order',
  orderCart: '/order/cart',
  orderDeposits: '/order/deposits',
  orderWaitPay: '/order/wait-pay',
  orderComplaints: '/order/complaints',
  orderDetail: '/order/:id',
  orderShip: '/order-ship',
  orderShipStatistic: '/order-ship/statistic-order-ship',
  transport: '/transport',
  transportCreate: '/transport/create',
  transportList: '/transport/list',
  transportWaitPay: '/transport/transport-wait-pay',
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

/** Later areas: only their section title shows for now (no invented content). */
export const sectionTitles: ReadonlyArray<{ path: string; title: string }> = [
  { path: paths.orderShip, title: 'Đơn ký gửi' },
  { path: paths.orderShipStatistic, title: 'Thống kê' },
  { path: paths.transportCreate, title: 'Thêm mã vận đơn' },
  { path: paths.transportList, title: 'Danh sách kiện hàng' },
  { path: paths.transportWaitPay, title: 'Kiện chờ thanh toán' },
  { path: paths.deliveryRequest, title: 'Yêu cầu giao hàng' },
  { path: paths.deliveryList, title: 'Danh sách phiếu giao' },
];

/** The operator console (DESIGN §6): staff and admins only. */
export const adminPaths = {
  root: '/admin',
  orders: '/admin/orders',
  order: '/admin/orders/:id',
  warehouse: '/admin/warehouse',
  complaints: '/admin/complaints',
  customers: '/admin/customers',
  customer: '/admin/customers/:id',
  deposits: '/admin/deposits',
  withdrawals: '/admin/withdrawals',
  statementImport: '/admin/statement-import',
  settings: '/admin/settings',
  staff: '/admin/staff',
  mails: '/admin/mails',
  audit: '/admin/audit',
} as const;

export const adminCustomerPath = (id: number) => `/admin/customers/${id}`;
export const orderPath = (id: number) => `/order/${id}`;
export const adminOrderPath = (id: number) => `/admin/orders/${id}`;

export const resetPasswordPath = (id: string) => `/reset-password/${encodeURIComponent(id)}`;
export const messageListPath = (message?: string) =>
  message ? `${paths.messageList}?message=${encodeURIComponent(message)}` : paths.messageList;

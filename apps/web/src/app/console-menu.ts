import { mayOpen, type ConsoleArea, type QueueCounts } from '@app/shared';
import { adminPaths } from './routes';

/** One entry of the console's menu: its page, and the area a role needs to open it. */
export interface ConsoleMenuEntry {
  path: string;
  area: ConsoleArea;
  label: string;
}

export interface ConsoleMenuGroup {
  /** None: the entries stand at the top of the menu, above the desks. */
  label?: string;
  entries: ConsoleMenuEntry[];
}

const entry = (path: string, area: ConsoleArea, label: string): ConsoleMenuEntry => ({
  path,
  area,
  label,
});

/**
 * The console's menu, grouped by desk, each entry naming its area (DESIGN §12). Plain data: the
 * sidebar draws it with its icons, and `#/admin` lands on an entry of it without loading the menu.
 */
export const consoleMenu: ConsoleMenuGroup[] = [
  { entries: [entry(adminPaths.home, 'queues', 'Tổng quan')] },
  {
    label: 'Mua hộ',
    entries: [
      entry(adminPaths.orders, 'orders', 'Đơn mua hộ'),
      entry(adminPaths.complaints, 'complaints', 'Khiếu nại'),
      entry(adminPaths.extensionReports, 'buying', 'Trang tiện ích lỗi'),
    ],
  },
  {
    label: 'Kho & giao hàng',
    entries: [
      entry(adminPaths.receiveChina, 'warehouse', 'Nhận hàng kho TQ'),
      entry(adminPaths.shipChina, 'warehouse', 'Xuất kho TQ'),
      entry(adminPaths.bags, 'warehouse', 'Bao hàng'),
      entry(adminPaths.receiveVietnam, 'warehouse', 'Nhận hàng kho VN'),
      entry(adminPaths.deliveries, 'deliveries', 'Phiếu giao hàng'),
      entry(adminPaths.parcels, 'parcels', 'Kiện hàng'),
      entry(adminPaths.unclaimedParcels, 'parcels', 'Kiện vô chủ'),
      entry(adminPaths.consignments, 'parcels', 'Đơn ký gửi'),
    ],
  },
  {
    label: 'Tài chính',
    entries: [
      entry(adminPaths.deposits, 'money', 'Nạp tiền chờ duyệt'),
      entry(adminPaths.bankTransfers, 'money', 'Giao dịch ngân hàng'),
      entry(adminPaths.withdrawals, 'money', 'Rút tiền chờ duyệt'),
      entry(adminPaths.statementImport, 'money', 'Nhập sao kê'),
      entry(adminPaths.vouchers, 'vouchers', 'Phiếu thu chi'),
      entry(adminPaths.reports, 'reports', 'Báo cáo'),
    ],
  },
  {
    label: 'Quản lý',
    entries: [
      entry(adminPaths.customers, 'customers', 'Khách hàng'),
      entry(adminPaths.staff, 'administration', 'Nhân viên'),
      entry(adminPaths.settings, 'administration', 'Cài đặt'),
      entry(adminPaths.rates, 'administration', 'Tỷ giá'),
      entry(adminPaths.mails, 'outbox', 'Hộp thư đi'),
      entry(adminPaths.notifications, 'outbox', 'Thông báo'),
      entry(adminPaths.audit, 'audit', 'Nhật ký thao tác'),
    ],
  },
];

/** The menu as `role` sees it: the entries it may open, and no group left empty. */
export const consoleMenuFor = (role: string | undefined): ConsoleMenuGroup[] =>
  consoleMenu
    .map((group) => ({
      ...group,
      entries: group.entries.filter((item) => mayOpen(role, item.area)),
    }))
    .filter((group) => group.entries.length > 0);

/**
 * Where `#/admin` leads `role`: the console's home (today's figures and queues), which every staff
 * role may open.
 */
export function consoleLanding(role: string | undefined): string {
  return mayOpen(role, 'queues') ? adminPaths.home : adminPaths.orders;
}

/** A queue the console counts (admin/queue-counts): its list, and what waits in it. */
export interface ConsoleQueue {
  queue: keyof QueueCounts;
  /** The list it waits in: a menu entry, whose area decides who sees the queue. */
  path: string;
  /** The home page's card. */
  title: string;
  /** What the menu badge's tooltip counts: "3 phiếu chờ xử lý". */
  noun: string;
}

/** The counted queues, in the home page's order. */
export const consoleQueues: ConsoleQueue[] = [
  {
    queue: 'Deposits',
    path: adminPaths.deposits,
    title: 'Nạp tiền chờ duyệt',
    noun: 'yêu cầu nạp tiền chờ duyệt',
  },
  {
    queue: 'Withdrawals',
    path: adminPaths.withdrawals,
    title: 'Rút tiền chờ duyệt',
    noun: 'yêu cầu rút tiền chờ duyệt',
  },
  {
    queue: 'BankTransfers',
    path: adminPaths.bankTransfers,
    title: 'Giao dịch ngân hàng chưa khớp',
    noun: 'giao dịch chưa khớp',
  },
  {
    queue: 'Deliveries',
    path: adminPaths.deliveries,
    title: 'Phiếu giao hàng chờ xử lý',
    noun: 'phiếu chờ xử lý',
  },
  {
    queue: 'ExtensionReports',
    path: adminPaths.extensionReports,
    title: 'Trang tiện ích lỗi',
    noun: 'trang tiện ích chờ xử lý',
  },
  {
    queue: 'Vouchers',
    path: adminPaths.vouchers,
    title: 'Phiếu thu chi chờ duyệt',
    noun: 'phiếu thu chi chờ duyệt',
  },
];

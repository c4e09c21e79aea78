import type { ReactNode } from 'react';
import { Menu, type MenuProps } from 'antd';
import {
  AuditOutlined,
  BankOutlined,
  BellOutlined,
  BugOutlined,
  CarOutlined,
  ContainerOutlined,
  DropboxOutlined,
  ExportOutlined,
  FileTextOutlined,
  ImportOutlined,
  MailOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  TeamOutlined,
  TransactionOutlined,
  UploadOutlined,
  UserOutlined,
  WalletOutlined,
  DollarOutlined,
  ExclamationCircleOutlined,
  InboxOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import type { QueueCounts } from '@app/shared';
import { adminPaths } from '../../app/routes';
import { QueueMenuLabel } from './queue-menu-label';

type Item = Required<MenuProps>['items'][number];

/** The entries that count what waits in their queue (the badge's tooltip names it). */
const queues: Partial<Record<string, { queue: keyof QueueCounts; noun: string }>> = {
  [adminPaths.deliveries]: { queue: 'Deliveries', noun: 'phiếu chờ xử lý' },
  [adminPaths.deposits]: { queue: 'Deposits', noun: 'yêu cầu nạp tiền chờ duyệt' },
  [adminPaths.bankTransfers]: { queue: 'BankTransfers', noun: 'giao dịch chưa khớp' },
  [adminPaths.withdrawals]: { queue: 'Withdrawals', noun: 'yêu cầu rút tiền chờ duyệt' },
  [adminPaths.extensionReports]: { queue: 'ExtensionReports', noun: 'trang tiện ích chờ xử lý' },
};

const item = (path: string, icon: ReactNode, label: string): Item => {
  const queue = queues[path];
  return { key: path, icon, label: queue ? <QueueMenuLabel label={label} {...queue} /> : label };
};
const group = (label: string, children: Item[]): Item => ({ type: 'group', label, children });

/** The console's sidebar, grouped by desk; staff accounts and settings are for admins only. */
export function adminMenuItems(isAdmin: boolean): Item[] {
  return [
    group('Mua hộ', [
      item(adminPaths.orders, <ShoppingCartOutlined />, 'Đơn mua hộ'),
      item(adminPaths.complaints, <ExclamationCircleOutlined />, 'Khiếu nại'),
      item(adminPaths.extensionReports, <BugOutlined />, 'Trang tiện ích lỗi'),
    ]),
    group('Kho & giao hàng', [
      item(adminPaths.receiveChina, <InboxOutlined />, 'Nhận hàng kho TQ'),
      item(adminPaths.shipChina, <ExportOutlined />, 'Xuất kho TQ'),
      item(adminPaths.bags, <ContainerOutlined />, 'Bao hàng'),
      item(adminPaths.receiveVietnam, <ImportOutlined />, 'Nhận hàng kho VN'),
      item(adminPaths.deliveries, <CarOutlined />, 'Phiếu giao hàng'),
      item(adminPaths.parcels, <DropboxOutlined />, 'Kiện hàng'),
      item(adminPaths.unclaimedParcels, <QuestionCircleOutlined />, 'Kiện vô chủ'),
      item(adminPaths.consignments, <FileTextOutlined />, 'Đơn ký gửi'),
    ]),
    group('Tài chính', [
      item(adminPaths.deposits, <WalletOutlined />, 'Nạp tiền chờ duyệt'),
      item(adminPaths.bankTransfers, <BankOutlined />, 'Giao dịch ngân hàng'),
      item(adminPaths.withdrawals, <DollarOutlined />, 'Rút tiền chờ duyệt'),
      item(adminPaths.statementImport, <UploadOutlined />, 'Nhập sao kê'),
    ]),
    group('Quản lý', [
      item(adminPaths.customers, <UserOutlined />, 'Khách hàng'),
      ...(isAdmin
        ? [
            item(adminPaths.staff, <TeamOutlined />, 'Nhân viên'),
            item(adminPaths.settings, <SettingOutlined />, 'Cài đặt'),
            item(adminPaths.rates, <TransactionOutlined />, 'Tỷ giá'),
          ]
        : []),
      item(adminPaths.mails, <MailOutlined />, 'Hộp thư đi'),
      item(adminPaths.notifications, <BellOutlined />, 'Thông báo'),
      item(adminPaths.audit, <AuditOutlined />, 'Nhật ký thao tác'),
    ]),
  ];
}

/** The menu key lit for a path: a customer's or an order's detail page belongs to its list. */
const selectedKey = (pathname: string) =>
  [adminPaths.customers, adminPaths.orders, adminPaths.bags].find((list) =>
    pathname.startsWith(`${list}/`),
  ) ?? pathname;

interface Props {
  isAdmin: boolean;
  collapsed?: boolean;
  onNavigate?: () => void;
}

export function AdminMenu({ isAdmin, collapsed = false, onNavigate }: Props) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <nav aria-label="Menu quản trị">
      <Menu
        mode="inline"
        items={adminMenuItems(isAdmin)}
        selectedKeys={[selectedKey(pathname)]}
        inlineCollapsed={collapsed}
        style={{ borderInlineEnd: 'none' }}
        onClick={({ key }) => {
          void navigate(key);
          onNavigate?.();
        }}
      />
    </nav>
  );
}

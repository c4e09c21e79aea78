import type { ReactNode } from 'react';
import { Menu, type MenuProps } from 'antd';
import {
  AccountBookOutlined,
  AuditOutlined,
  BarChartOutlined,
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
import { consoleMenuFor, type ConsoleMenuEntry } from '../../app/console-menu';
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
  [adminPaths.vouchers]: { queue: 'Vouchers', noun: 'phiếu thu chi chờ duyệt' },
};

/** Each entry's icon, by its page. */
const icons: Record<string, ReactNode> = {
  [adminPaths.orders]: <ShoppingCartOutlined />,
  [adminPaths.complaints]: <ExclamationCircleOutlined />,
  [adminPaths.extensionReports]: <BugOutlined />,
  [adminPaths.receiveChina]: <InboxOutlined />,
  [adminPaths.shipChina]: <ExportOutlined />,
  [adminPaths.bags]: <ContainerOutlined />,
  [adminPaths.receiveVietnam]: <ImportOutlined />,
  [adminPaths.deliveries]: <CarOutlined />,
  [adminPaths.parcels]: <DropboxOutlined />,
  [adminPaths.unclaimedParcels]: <QuestionCircleOutlined />,
  [adminPaths.consignments]: <FileTextOutlined />,
  [adminPaths.deposits]: <WalletOutlined />,
  [adminPaths.bankTransfers]: <BankOutlined />,
  [adminPaths.withdrawals]: <DollarOutlined />,
  [adminPaths.statementImport]: <UploadOutlined />,
  [adminPaths.vouchers]: <AccountBookOutlined />,
  [adminPaths.reports]: <BarChartOutlined />,
  [adminPaths.customers]: <UserOutlined />,
  [adminPaths.staff]: <TeamOutlined />,
  [adminPaths.settings]: <SettingOutlined />,
  [adminPaths.rates]: <TransactionOutlined />,
  [adminPaths.mails]: <MailOutlined />,
  [adminPaths.notifications]: <BellOutlined />,
  [adminPaths.audit]: <AuditOutlined />,
};

const item = ({ path, label }: ConsoleMenuEntry): Item => {
  const queue = queues[path];
  return {
    key: path,
    icon: icons[path],
    label: queue ? <QueueMenuLabel label={label} {...queue} /> : label,
  };
};

/**
 * The console's sidebar, grouped by desk (app/console-menu.ts): only the entries the role may
 * open, so only those count their queue, and no empty group.
 */
export function adminMenuItems(role: string | undefined): Item[] {
  return consoleMenuFor(role).map((group) => ({
    type: 'group',
    label: group.label,
    children: group.entries.map(item),
  }));
}

/** The menu key lit for a path: a customer's or an order's detail page belongs to its list. */
const selectedKey = (pathname: string) =>
  [adminPaths.customers, adminPaths.orders, adminPaths.bags].find((list) =>
    pathname.startsWith(`${list}/`),
  ) ?? pathname;

interface Props {
  /** The signed-in staff member's role: what the menu offers. */
  role: string | undefined;
  collapsed?: boolean;
  onNavigate?: () => void;
}

export function AdminMenu({ role, collapsed = false, onNavigate }: Props) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <nav aria-label="Menu quản trị">
      <Menu
        mode="inline"
        items={adminMenuItems(role)}
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

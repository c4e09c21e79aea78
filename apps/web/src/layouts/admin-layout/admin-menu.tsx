import { Menu, type MenuProps } from 'antd';
import {
  AuditOutlined,
  BankOutlined,
  CarOutlined,
  DropboxOutlined,
  ExportOutlined,
  FileTextOutlined,
  ImportOutlined,
  MailOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  TeamOutlined,
  UploadOutlined,
  UserOutlined,
  WalletOutlined,
  DollarOutlined,
  ExclamationCircleOutlined,
  InboxOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { adminPaths } from '../../app/routes';
import { QueueMenuLabel } from './queue-menu-label';

type Item = Required<MenuProps>['items'][number];

/** The console's sidebar, grouped by desk; staff accounts and settings are for admins only. */
export function adminMenuItems(isAdmin: boolean): Item[] {
  return [
    {
      type: 'group',
      label: 'Mua hộ',
      children: [
        { key: adminPaths.orders, icon: <ShoppingCartOutlined />, label: 'Đơn mua hộ' },
        { key: adminPaths.complaints, icon: <ExclamationCircleOutlined />, label: 'Khiếu nại' },
      ],
    },
    {
      type: 'group',
      label: 'Kho & giao hàng',
      children: [
        { key: adminPaths.receiveChina, icon: <InboxOutlined />, label: 'Nhận hàng kho TQ' },
        { key: adminPaths.shipChina, icon: <ExportOutlined />, label: 'Xuất kho TQ' },
        { key: adminPaths.receiveVietnam, icon: <ImportOutlined />, label: 'Nhận hàng kho VN' },
        {
          key: adminPaths.deliveries,
          icon: <CarOutlined />,
          label: (
            <QueueMenuLabel label="Phiếu giao hàng" queue="Deliveries" noun="phiếu chờ xử lý" />
          ),
        },
        { key: adminPaths.parcels, icon: <DropboxOutlined />, label: 'Kiện hàng' },
        {
          key: adminPaths.unclaimedParcels,
          icon: <QuestionCircleOutlined />,
          label: 'Kiện vô chủ',
        },
        { key: adminPaths.consignments, icon: <FileTextOutlined />, label: 'Đơn ký gửi' },
      ],
    },
    {
      type: 'group',
      label: 'Tài chính',
      children: [
        {
          key: adminPaths.deposits,
          icon: <WalletOutlined />,
          label: (
            <QueueMenuLabel
              label="Nạp tiền chờ duyệt"
              queue="Deposits"
              noun="yêu cầu nạp tiền chờ duyệt"
            />
          ),
        },
        {
          key: adminPaths.bankTransfers,
          icon: <BankOutlined />,
          label: (
            <QueueMenuLabel
              label="Giao dịch ngân hàng"
              queue="BankTransfers"
              noun="giao dịch chưa khớp"
            />
          ),
        },
        {
          key: adminPaths.withdrawals,
          icon: <DollarOutlined />,
          label: (
            <QueueMenuLabel
              label="Rút tiền chờ duyệt"
              queue="Withdrawals"
              noun="yêu cầu rút tiền chờ duyệt"
            />
          ),
        },
        { key: adminPaths.statementImport, icon: <UploadOutlined />, label: 'Nhập sao kê' },
      ],
    },
    {
      type: 'group',
      label: 'Quản lý',
      children: [
        { key: adminPaths.customers, icon: <UserOutlined />, label: 'Khách hàng' },
        ...(isAdmin
          ? [
              { key: adminPaths.staff, icon: <TeamOutlined />, label: 'Nhân viên' },
              { key: adminPaths.settings, icon: <SettingOutlined />, label: 'Cài đặt' },
            ]
          : []),
        { key: adminPaths.mails, icon: <MailOutlined />, label: 'Hộp thư đi' },
        { key: adminPaths.audit, icon: <AuditOutlined />, label: 'Nhật ký thao tác' },
      ],
    },
  ];
}

/** The menu key lit for a path: a customer's or an order's detail page belongs to its list. */
const selectedKey = (pathname: string) =>
  [adminPaths.customers, adminPaths.orders].find((list) => pathname.startsWith(`${list}/`)) ??
  pathname;

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

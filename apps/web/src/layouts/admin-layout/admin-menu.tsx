import { Menu, type MenuProps } from 'antd';
import {
  AuditOutlined,
  MailOutlined,
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

type Item = Required<MenuProps>['items'][number];

/** The console's sidebar; staff accounts and settings are for admins only. */
export function adminMenuItems(isAdmin: boolean): Item[] {
  return [
    { key: adminPaths.orders, icon: <ShoppingCartOutlined />, label: 'Đơn mua hộ' },
    { key: adminPaths.warehouse, icon: <InboxOutlined />, label: 'Kho hàng' },
    { key: adminPaths.complaints, icon: <ExclamationCircleOutlined />, label: 'Khiếu nại' },
    { key: adminPaths.deposits, icon: <WalletOutlined />, label: 'Nạp tiền chờ duyệt' },
    { key: adminPaths.withdrawals, icon: <DollarOutlined />, label: 'Rút tiền chờ duyệt' },
    { key: adminPaths.statementImport, icon: <UploadOutlined />, label: 'Nhập sao kê' },
    { key: adminPaths.customers, icon: <UserOutlined />, label: 'Khách hàng' },
    ...(isAdmin
      ? [
          { key: adminPaths.staff, icon: <TeamOutlined />, label: 'Nhân viên' },
          { key: adminPaths.settings, icon: <SettingOutlined />, label: 'Cài đặt' },
        ]
      : []),
    { key: adminPaths.mails, icon: <MailOutlined />, label: 'Hộp thư đi' },
    { key: adminPaths.audit, icon: <AuditOutlined />, label: 'Nhật ký thao tác' },
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

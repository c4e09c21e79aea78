import type { ReactNode } from 'react';
import type { MenuProps } from 'antd';
import {
  CarOutlined,
  DollarOutlined,
  HomeOutlined,
  LogoutOutlined,
  ShoppingCartOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { paths } from '../../app/routes';

export const LOGOUT_KEY = 'logout';

type Item = Required<MenuProps>['items'][number];

const leaf = (path: string, label: string): Item => ({ key: path, label });
const group = (key: string, icon: ReactNode, label: string, children: Item[]): Item => ({
  key,
  icon,
  label,
  children,
});

/** spec §2: the five sidebar groups, plus the purchase orders (Mua hộ) under Trang chủ. */
export const menuItems: Item[] = [
  { key: paths.dashboard, icon: <HomeOutlined />, label: 'Trang chủ' },
  group('group-order', <ShoppingCartOutlined />, 'Mua hộ', [
    leaf(paths.orderCart, 'Giỏ hàng'),
    leaf(paths.order, 'Đơn mua hộ'),
    leaf(paths.orderDeposits, 'Đơn chờ đặt cọc'),
    leaf(paths.orderWaitPay, 'Đơn chờ thanh toán'),
    leaf(paths.orderComplaints, 'Khiếu nại'),
    leaf(paths.orderPrices, 'Bảng giá'),
    leaf(paths.extension, 'Tiện ích đặt hàng'),
  ]),
  group('group-transport', <SwapOutlined />, 'Chuyển hộ', [
    leaf(paths.transportCreate, 'Thêm mã vận đơn'),
    leaf(paths.transportList, 'Danh sách kiện hàng'),
    leaf(paths.transportWaitPay, 'Kiện chờ thanh toán'),
    leaf(paths.orderShip, 'Đơn ký gửi'),
    leaf(paths.orderShipStatistic, 'Thống kê'),
  ]),
  group('group-delivery', <CarOutlined />, 'Giao hàng', [
    leaf(paths.deliveryRequest, 'Yêu cầu giao hàng'),
    leaf(paths.deliveryList, 'Danh sách phiếu giao'),
  ]),
  group('group-finance', <DollarOutlined />, 'Tài chính', [
    leaf(paths.transactionList, 'Lịch sử giao dịch'),
    leaf(paths.transactionDeposit, 'Nạp tiền'),
    leaf(paths.transactionWithdrawal, 'Rút tiền'),
  ]),
  group('group-account', <UserOutlined />, 'Tài khoản', [
    leaf(paths.userInfo, 'Thông tin cá nhân'),
    leaf(paths.changePassword, 'Đổi mật khẩu'),
    { key: LOGOUT_KEY, icon: <LogoutOutlined />, label: 'Đăng xuất' },
  ]),
];

/** The group holding a path, to open it in the inline menu. */
export function groupOf(path: string): string | undefined {
  for (const item of menuItems) {
    if (item && 'children' in item && item.children?.some((child) => child?.key === path)) {
      return String(item.key);
    }
  }
  return undefined;
}

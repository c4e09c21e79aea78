import { lazy, type ComponentType, type ReactElement } from 'react';
import { Navigate, createHashRouter, replace, type RouteObject } from 'react-router';
import type { ConsoleArea } from '@app/shared';
import { PublicLayout } from '../layouts/public-layout';
import { useStaffRole } from '../lib/console-access';
import { getUserConfig } from '../lib/session';
import { consoleLanding } from './console-menu';
import { PublicOnly, RequireArea, RequireAuth, RequireStaff, UnknownPath } from './guards';
import { RouteError } from './route-error';
import { adminPaths, paths } from './routes';

/**
 * Every layout and page is its own chunk (the login screen must not pull the rest of the app),
 * loaded when its route matches. `preload` fetches it ahead: createRouter starts the chunks of
 * every route a location matches at once — the console's layout and its landing page together,
 * not the page only once the layout has arrived and rendered.
 */
function lazyPage<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return Object.assign(lazy(load), { preload: load });
}

const LoginPage = lazyPage(() => import('../features/auth/pages/login-page'));
const RegisterPage = lazyPage(() => import('../features/auth/pages/register-page'));
const ResetPasswordPage = lazyPage(() => import('../features/auth/pages/reset-password-page'));
const ErrorPage = lazyPage(() => import('../features/errors/pages/error-page'));
const PricesPage = lazyPage(() => import('../features/prices/pages/prices-page'));
const MainLayout = lazyPage(() => import('../layouts/main-layout/main-layout'));
const DashboardPage = lazyPage(() => import('../features/dashboard/pages/dashboard-page'));
const UserInfoPage = lazyPage(() => import('../features/user/pages/user-info-page'));
const ChangePasswordPage = lazyPage(() => import('../features/user/pages/change-password-page'));
const MessageListPage = lazyPage(() => import('../features/messages/pages/message-list-page'));
const TransactionListPage = lazyPage(
  () => import('../features/wallet/pages/transaction-list-page'),
);
const DepositPage = lazyPage(() => import('../features/wallet/pages/deposit-page'));
const WithdrawalPage = lazyPage(() => import('../features/wallet/pages/withdrawal-page'));
const CartPage = lazyPage(() => import('../features/orders/pages/cart-page'));
const ExtensionPage = lazyPage(() => import('../features/extension/pages/extension-page'));
const ExtensionReportsPage = lazyPage(
  () => import('../features/extension/pages/extension-reports-page'),
);
const OrderListPage = lazyPage(() => import('../features/orders/pages/order-list-page'));
const OrderDetailPage = lazyPage(() => import('../features/orders/pages/order-detail-page'));
const OrderDepositsPage = lazyPage(() => import('../features/orders/pages/order-deposits-page'));
const OrderWaitPayPage = lazyPage(() => import('../features/orders/pages/order-wait-pay-page'));
const OrderBoardPage = lazyPage(() => import('../features/orders/pages/order-board-page'));
const DeskOrderPage = lazyPage(() => import('../features/orders/pages/desk-order-page'));
const ComplaintsPage = lazyPage(() => import('../features/orders/pages/complaints-page'));
const ComplaintQueuePage = lazyPage(() => import('../features/orders/pages/complaint-queue-page'));
const TransportCreatePage = lazyPage(
  () => import('../features/shipping/pages/transport-create-page'),
);
const TransportListPage = lazyPage(() => import('../features/shipping/pages/transport-list-page'));
const TransportDetailPage = lazyPage(
  () => import('../features/shipping/pages/transport-detail-page'),
);
const TransportWaitPayPage = lazyPage(
  () => import('../features/shipping/pages/transport-wait-pay-page'),
);
const OrderShipListPage = lazyPage(() => import('../features/shipping/pages/order-ship-list-page'));
const OrderShipDetailPage = lazyPage(
  () => import('../features/shipping/pages/order-ship-detail-page'),
);
const OrderShipStatisticPage = lazyPage(
  () => import('../features/shipping/pages/order-ship-statistic-page'),
);
const DeliveryRequestPage = lazyPage(
  () => import('../features/delivery/pages/delivery-request-page'),
);
const DeliveryListPage = lazyPage(() => import('../features/delivery/pages/delivery-list-page'));
const AdminLayout = lazyPage(() => import('../layouts/admin-layout/admin-layout'));
const ReceiveChinaPage = lazyPage(() => import('../features/warehouse/pages/receive-china-page'));
const ShipChinaPage = lazyPage(() => import('../features/warehouse/pages/ship-china-page'));
const ReceiveVietnamPage = lazyPage(
  () => import('../features/warehouse/pages/receive-vietnam-page'),
);
const AdminParcelsPage = lazyPage(() => import('../features/warehouse/pages/parcels-page'));
const BagsPage = lazyPage(() => import('../features/warehouse/pages/bags-page'));
const BagPage = lazyPage(() => import('../features/warehouse/pages/bag-page'));
const AdminConsignmentsPage = lazyPage(
  () => import('../features/warehouse/pages/consignments-page'),
);
const DeliveryQueuePage = lazyPage(() => import('../features/delivery/pages/delivery-queue-page'));
const AdminDepositsPage = lazyPage(() => import('../features/wallet/pages/deposit-queue-page'));
const AdminWithdrawalsPage = lazyPage(
  () => import('../features/wallet/pages/withdrawal-queue-page'),
);
const AdminImportPage = lazyPage(() => import('../features/wallet/pages/statement-import-page'));
const AdminBankTransfersPage = lazyPage(
  () => import('../features/bank-transfers/pages/bank-transfers-page'),
);
const AdminCustomersPage = lazyPage(() => import('../features/customers/pages/customers-page'));
const AdminCustomerPage = lazyPage(
  () => import('../features/customers/pages/customer-detail-page'),
);
const AdminStaffPage = lazyPage(() => import('../features/admin/pages/staff-page'));
const AdminSettingsPage = lazyPage(() => import('../features/admin/pages/settings-page'));
const AdminMailsPage = lazyPage(() => import('../features/admin/pages/mails-page'));
const AdminAuditPage = lazyPage(() => import('../features/admin/pages/audit-page'));
const AdminRatesPage = lazyPage(() => import('../features/rates/pages/rates-page'));
const AdminNotificationsPage = lazyPage(
  () => import('../features/notifications/pages/notifications-page'),
);
const AdminVouchersPage = lazyPage(() => import('../features/vouchers/pages/vouchers-page'));
const AdminReportsPage = lazyPage(() => import('../features/reports/pages/reports-page'));
const ConsoleHomePage = lazyPage(() => import('../features/console-home/pages/home-page'));

type LazyPage = ReturnType<typeof lazyPage>;

/**
 * A route showing one page (`element`, when it takes props), its chunk started with the others the
 * location matches (see lazyPage).
 */
const page = (path: string, Page: LazyPage, element: ReactElement = <Page />): RouteObject => ({
  path,
  element,
  handle: { preload: Page.preload },
});

/**
 * A console page (DESIGN §12): shown to the roles that may open `area`, the 403 page to the others.
 */
const adminPage = (
  path: string,
  area: ConsoleArea,
  Page: LazyPage,
  element: ReactElement = <Page />,
): RouteObject => ({
  ...page(path, Page, <RequireArea area={area}>{element}</RequireArea>),
  handle: { preload: Page.preload, area },
});

/** A layout route: its chunk too is started with the pages under it. */
const layout = (Layout: LazyPage) => ({ element: <Layout />, handle: { preload: Layout.preload } });

/**
 * An old or short path that stands for another. A loader, not a <Navigate> element: the router
 * goes on before anything renders for `from`, so `#/admin` starts the console's layout and its
 * landing page together instead of the page only once the layout has rendered the redirect.
 * `element: null`: nothing is shown for the moment it takes.
 */
const redirect = (from: string, to: string): RouteObject => ({
  path: from,
  loader: () => replace(to),
  element: null,
});

/** `#/admin` for a session stored before the role was kept: RequireStaff has stored it since. */
function ConsoleLanding() {
  return <Navigate to={consoleLanding(useStaffRole())} replace />;
}

/**
 * `#/admin`: the console's home page (see consoleLanding), as a loader
 * like the other redirects when the role is stored already.
 */
const consoleRoot: RouteObject = {
  path: adminPaths.root,
  loader: () => {
    const role = getUserConfig()?.UserInfo?.Role;
    return role === undefined ? null : replace(consoleLanding(role));
  },
  element: <ConsoleLanding />,
};

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      redirect('/', paths.login),
      {
        element: <PublicLayout />,
        children: [
          {
            element: <PublicOnly />,
            children: [page(paths.login, LoginPage), page(paths.register, RegisterPage)],
          },
          page(paths.resetPassword, ResetPasswordPage),
          page(paths.error, ErrorPage),
          page(paths.prices, PricesPage),
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            ...layout(MainLayout),
            children: [
              page(paths.dashboard, DashboardPage),
              page(paths.userInfo, UserInfoPage),
              page(paths.changePassword, ChangePasswordPage),
              page(paths.messageList, MessageListPage),
              page(paths.transactionList, TransactionListPage),
              page(paths.transactionDeposit, DepositPage),
              page(paths.transactionWithdrawal, WithdrawalPage),
              page(paths.order, OrderListPage),
              page(paths.orderCart, CartPage),
              page(paths.orderDeposits, OrderDepositsPage),
              page(paths.orderWaitPay, OrderWaitPayPage),
              page(paths.orderComplaints, ComplaintsPage),
              page(paths.orderPrices, PricesPage),
              page(paths.extension, ExtensionPage),
              page(paths.orderDetail, OrderDetailPage),
              page(paths.orderShip, OrderShipListPage),
              page(paths.orderShipStatistic, OrderShipStatisticPage),
              page(paths.orderShipDetail, OrderShipDetailPage),
              page(paths.transportCreate, TransportCreatePage),
              page(paths.transportList, TransportListPage),
              page(paths.transportWaitPay, TransportWaitPayPage),
              page(paths.transportDetail, TransportDetailPage),
              page(paths.deliveryRequest, DeliveryRequestPage),
              page(paths.deliveryList, DeliveryListPage),
              redirect(paths.transport, paths.transportList),
              redirect(paths.delivery, paths.deliveryList),
              redirect(paths.transaction, paths.transactionList),
              redirect(paths.user, paths.userInfo),
              redirect(paths.message, paths.messageList),
            ],
          },
        ],
      },
      {
        element: <RequireStaff />,
        children: [
          {
            ...layout(AdminLayout),
            children: [
              consoleRoot,
              adminPage(adminPaths.home, 'queues', ConsoleHomePage),
              adminPage(adminPaths.orders, 'orders', OrderBoardPage),
              adminPage(adminPaths.order, 'orders', DeskOrderPage),
              redirect(adminPaths.warehouse, adminPaths.receiveChina),
              adminPage(adminPaths.receiveChina, 'warehouse', ReceiveChinaPage),
              adminPage(adminPaths.shipChina, 'warehouse', ShipChinaPage),
              adminPage(adminPaths.receiveVietnam, 'warehouse', ReceiveVietnamPage),
              adminPage(adminPaths.bags, 'warehouse', BagsPage),
              adminPage(adminPaths.bag, 'warehouse', BagPage),
              adminPage(
                adminPaths.parcels,
                'parcels',
                AdminParcelsPage,
                <AdminParcelsPage key="all" />,
              ),
              adminPage(
                adminPaths.unclaimedParcels,
                'parcels',
                AdminParcelsPage,
                <AdminParcelsPage key="unclaimed" unclaimed />,
              ),
              adminPage(adminPaths.consignments, 'parcels', AdminConsignmentsPage),
              adminPage(adminPaths.deliveries, 'deliveries', DeliveryQueuePage),
              adminPage(adminPaths.complaints, 'complaints', ComplaintQueuePage),
              adminPage(adminPaths.extensionReports, 'buying', ExtensionReportsPage),
              adminPage(adminPaths.deposits, 'money', AdminDepositsPage),
              adminPage(adminPaths.withdrawals, 'money', AdminWithdrawalsPage),
              adminPage(adminPaths.statementImport, 'money', AdminImportPage),
              adminPage(adminPaths.bankTransfers, 'money', AdminBankTransfersPage),
              adminPage(adminPaths.vouchers, 'vouchers', AdminVouchersPage),
              adminPage(adminPaths.reports, 'reports', AdminReportsPage),
              adminPage(adminPaths.customers, 'customers', AdminCustomersPage),
              adminPage(adminPaths.customer, 'customers', AdminCustomerPage),
              adminPage(adminPaths.staff, 'administration', AdminStaffPage),
              adminPage(adminPaths.settings, 'administration', AdminSettingsPage),
              adminPage(adminPaths.rates, 'administration', AdminRatesPage),
              adminPage(adminPaths.mails, 'outbox', AdminMailsPage),
              adminPage(adminPaths.notifications, 'outbox', AdminNotificationsPage),
              adminPage(adminPaths.audit, 'audit', AdminAuditPage),
            ],
          },
        ],
      },
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

/** What a route's `handle` may carry: its chunk, and a console page's area. */
interface PageHandle {
  preload?: () => Promise<unknown>;
  area?: ConsoleArea;
}

/** Starts the chunks of every matched page and layout at once (see lazyPage). */
function preloadMatches(matches: readonly { route: { handle?: unknown } }[]) {
  for (const match of matches) void (match.route.handle as PageHandle | undefined)?.preload?.();
}

export function createRouter() {
  const router = createHashRouter(routes);
  preloadMatches(router.state.matches);
  router.subscribe((state) => preloadMatches(state.matches));
  return router;
}

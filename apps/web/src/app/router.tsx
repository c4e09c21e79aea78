import { lazy, type ComponentType } from 'react';
import { createHashRouter, replace, type RouteObject } from 'react-router';
import { PublicLayout } from '../layouts/public-layout';
import { PublicOnly, RequireAuth, RequireStaff, UnknownPath } from './guards';
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
            children: [
              { path: paths.login, element: <LoginPage />, handle: { preload: LoginPage.preload } },
              {
                path: paths.register,
                element: <RegisterPage />,
                handle: { preload: RegisterPage.preload },
              },
            ],
          },
          {
            path: paths.resetPassword,
            element: <ResetPasswordPage />,
            handle: { preload: ResetPasswordPage.preload },
          },
          { path: paths.error, element: <ErrorPage />, handle: { preload: ErrorPage.preload } },
          { path: paths.prices, element: <PricesPage />, handle: { preload: PricesPage.preload } },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <MainLayout />,
            handle: { preload: MainLayout.preload },
            children: [
              {
                path: paths.dashboard,
                element: <DashboardPage />,
                handle: { preload: DashboardPage.preload },
              },
              {
                path: paths.userInfo,
                element: <UserInfoPage />,
                handle: { preload: UserInfoPage.preload },
              },
              {
                path: paths.changePassword,
                element: <ChangePasswordPage />,
                handle: { preload: ChangePasswordPage.preload },
              },
              {
                path: paths.messageList,
                element: <MessageListPage />,
                handle: { preload: MessageListPage.preload },
              },
              {
                path: paths.transactionList,
                element: <TransactionListPage />,
                handle: { preload: TransactionListPage.preload },
              },
              {
                path: paths.transactionDeposit,
                element: <DepositPage />,
                handle: { preload: DepositPage.preload },
              },
              {
                path: paths.transactionWithdrawal,
                element: <WithdrawalPage />,
                handle: { preload: WithdrawalPage.preload },
              },
              {
                path: paths.order,
                element: <OrderListPage />,
                handle: { preload: OrderListPage.preload },
              },
              {
                path: paths.orderCart,
                element: <CartPage />,
                handle: { preload: CartPage.preload },
              },
              {
                path: paths.orderDeposits,
                element: <OrderDepositsPage />,
                handle: { preload: OrderDepositsPage.preload },
              },
              {
                path: paths.orderWaitPay,
                element: <OrderWaitPayPage />,
                handle: { preload: OrderWaitPayPage.preload },
              },
              {
                path: paths.orderComplaints,
                element: <ComplaintsPage />,
                handle: { preload: ComplaintsPage.preload },
              },
              {
                path: paths.orderDetail,
                element: <OrderDetailPage />,
                handle: { preload: OrderDetailPage.preload },
              },
              {
                path: paths.orderShip,
                element: <OrderShipListPage />,
                handle: { preload: OrderShipListPage.preload },
              },
              {
                path: paths.orderShipStatistic,
                element: <OrderShipStatisticPage />,
                handle: { preload: OrderShipStatisticPage.preload },
              },
              {
                path: paths.orderShipDetail,
                element: <OrderShipDetailPage />,
                handle: { preload: OrderShipDetailPage.preload },
              },
              {
                path: paths.transportCreate,
                element: <TransportCreatePage />,
                handle: { preload: TransportCreatePage.preload },
              },
              {
                path: paths.transportList,
                element: <TransportListPage />,
                handle: { preload: TransportListPage.preload },
              },
              {
                path: paths.transportWaitPay,
                element: <TransportWaitPayPage />,
                handle: { preload: TransportWaitPayPage.preload },
              },
              {
                path: paths.transportDetail,
                element: <TransportDetailPage />,
                handle: { preload: TransportDetailPage.preload },
              },
              {
                path: paths.deliveryRequest,
                element: <DeliveryRequestPage />,
                handle: { preload: DeliveryRequestPage.preload },
              },
              {
                path: paths.deliveryList,
                element: <DeliveryListPage />,
                handle: { preload: DeliveryListPage.preload },
              },
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
            element: <AdminLayout />,
            handle: { preload: AdminLayout.preload },
            children: [
              redirect(adminPaths.root, adminPaths.deposits),
              {
                path: adminPaths.orders,
                element: <OrderBoardPage />,
                handle: { preload: OrderBoardPage.preload },
              },
              {
                path: adminPaths.order,
                element: <DeskOrderPage />,
                handle: { preload: DeskOrderPage.preload },
              },
              redirect(adminPaths.warehouse, adminPaths.receiveChina),
              {
                path: adminPaths.receiveChina,
                element: <ReceiveChinaPage />,
                handle: { preload: ReceiveChinaPage.preload },
              },
              {
                path: adminPaths.shipChina,
                element: <ShipChinaPage />,
                handle: { preload: ShipChinaPage.preload },
              },
              {
                path: adminPaths.receiveVietnam,
                element: <ReceiveVietnamPage />,
                handle: { preload: ReceiveVietnamPage.preload },
              },
              {
                path: adminPaths.parcels,
                element: <AdminParcelsPage key="all" />,
                handle: { preload: AdminParcelsPage.preload },
              },
              {
                path: adminPaths.unclaimedParcels,
                element: <AdminParcelsPage key="unclaimed" unclaimed />,
                handle: { preload: AdminParcelsPage.preload },
              },
              {
                path: adminPaths.consignments,
                element: <AdminConsignmentsPage />,
                handle: { preload: AdminConsignmentsPage.preload },
              },
              {
                path: adminPaths.deliveries,
                element: <DeliveryQueuePage />,
                handle: { preload: DeliveryQueuePage.preload },
              },
              {
                path: adminPaths.complaints,
                element: <ComplaintQueuePage />,
                handle: { preload: ComplaintQueuePage.preload },
              },
              {
                path: adminPaths.deposits,
                element: <AdminDepositsPage />,
                handle: { preload: AdminDepositsPage.preload },
              },
              {
                path: adminPaths.withdrawals,
                element: <AdminWithdrawalsPage />,
                handle: { preload: AdminWithdrawalsPage.preload },
              },
              {
                path: adminPaths.statementImport,
                element: <AdminImportPage />,
                handle: { preload: AdminImportPage.preload },
              },
              {
                path: adminPaths.bankTransfers,
                element: <AdminBankTransfersPage />,
                handle: { preload: AdminBankTransfersPage.preload },
              },
              {
                path: adminPaths.customers,
                element: <AdminCustomersPage />,
                handle: { preload: AdminCustomersPage.preload },
              },
              {
                path: adminPaths.customer,
                element: <AdminCustomerPage />,
                handle: { preload: AdminCustomerPage.preload },
              },
              {
                path: adminPaths.staff,
                element: <AdminStaffPage />,
                handle: { preload: AdminStaffPage.preload },
              },
              {
                path: adminPaths.settings,
                element: <AdminSettingsPage />,
                handle: { preload: AdminSettingsPage.preload },
              },
              {
                path: adminPaths.mails,
                element: <AdminMailsPage />,
                handle: { preload: AdminMailsPage.preload },
              },
              {
                path: adminPaths.audit,
                element: <AdminAuditPage />,
                handle: { preload: AdminAuditPage.preload },
              },
            ],
          },
        ],
      },
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

/** What a route's `handle` may carry. */
interface PageHandle {
  preload?: () => Promise<unknown>;
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

import { lazy } from 'react';
import { Navigate, createHashRouter, type RouteObject } from 'react-router';
import { PublicLayout } from '../layouts/public-layout';
import { PublicOnly, RequireAuth, RequireStaff, UnknownPath } from './guards';
import { RouteError } from './route-error';
import { adminPaths, paths } from './routes';

// Every page is its own chunk: the login screen must not pull the rest of the app.
const LoginPage = lazy(() => import('../features/auth/pages/login-page'));
const RegisterPage = lazy(() => import('../features/auth/pages/register-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/reset-password-page'));
const ErrorPage = lazy(() => import('../features/errors/pages/error-page'));
const PricesPage = lazy(() => import('../features/prices/pages/prices-page'));
const MainLayout = lazy(() => import('../layouts/main-layout/main-layout'));
const DashboardPage = lazy(() => import('../features/dashboard/pages/dashboard-page'));
const UserInfoPage = lazy(() => import('../features/user/pages/user-info-page'));
const ChangePasswordPage = lazy(() => import('../features/user/pages/change-password-page'));
const MessageListPage = lazy(() => import('../features/messages/pages/message-list-page'));
const TransactionListPage = lazy(() => import('../features/wallet/pages/transaction-list-page'));
const DepositPage = lazy(() => import('../features/wallet/pages/deposit-page'));
const WithdrawalPage = lazy(() => import('../features/wallet/pages/withdrawal-page'));
const CartPage = lazy(() => import('../features/orders/pages/cart-page'));
const OrderListPage = lazy(() => import('../features/orders/pages/order-list-page'));
const OrderDetailPage = lazy(() => import('../features/orders/pages/order-detail-page'));
const OrderDepositsPage = lazy(() => import('../features/orders/pages/order-deposits-page'));
const OrderWaitPayPage = lazy(() => import('../features/orders/pages/order-wait-pay-page'));
const OrderBoardPage = lazy(() => import('../features/orders/pages/order-board-page'));
const DeskOrderPage = lazy(() => import('../features/orders/pages/desk-order-page'));
const ComplaintsPage = lazy(() => import('../features/orders/pages/complaints-page'));
const ComplaintQueuePage = lazy(() => import('../features/orders/pages/complaint-queue-page'));
const TransportCreatePage = lazy(() => import('../features/shipping/pages/transport-create-page'));
const TransportListPage = lazy(() => import('../features/shipping/pages/transport-list-page'));
const TransportDetailPage = lazy(() => import('../features/shipping/pages/transport-detail-page'));
const TransportWaitPayPage = lazy(
  () => import('../features/shipping/pages/transport-wait-pay-page'),
);
const OrderShipListPage = lazy(() => import('../features/shipping/pages/order-ship-list-page'));
const OrderShipDetailPage = lazy(() => import('../features/shipping/pages/order-ship-detail-page'));
const OrderShipStatisticPage = lazy(
  () => import('../features/shipping/pages/order-ship-statistic-page'),
);
const DeliveryRequestPage = lazy(() => import('../features/delivery/pages/delivery-request-page'));
const DeliveryListPage = lazy(() => import('../features/delivery/pages/delivery-list-page'));
const AdminLayout = lazy(() => import('../layouts/admin-layout/admin-layout'));
const ReceiveChinaPage = lazy(() => import('../features/warehouse/pages/receive-china-page'));
const ShipChinaPage = lazy(() => import('../features/warehouse/pages/ship-china-page'));
const ReceiveVietnamPage = lazy(() => import('../features/warehouse/pages/receive-vietnam-page'));
const AdminParcelsPage = lazy(() => import('../features/warehouse/pages/parcels-page'));
const AdminConsignmentsPage = lazy(() => import('../features/warehouse/pages/consignments-page'));
const DeliveryQueuePage = lazy(
  () => import('../features/deliveries-admin/pages/delivery-queue-page'),
);
const AdminDepositsPage = lazy(() => import('../features/wallet/pages/deposit-queue-page'));
const AdminWithdrawalsPage = lazy(() => import('../features/wallet/pages/withdrawal-queue-page'));
const AdminImportPage = lazy(() => import('../features/wallet/pages/statement-import-page'));
const AdminBankTransfersPage = lazy(
  () => import('../features/bank-transfers/pages/bank-transfers-page'),
);
const AdminCustomersPage = lazy(() => import('../features/customers/pages/customers-page'));
const AdminCustomerPage = lazy(() => import('../features/customers/pages/customer-detail-page'));
const AdminStaffPage = lazy(() => import('../features/admin/pages/staff-page'));
const AdminSettingsPage = lazy(() => import('../features/admin/pages/settings-page'));
const AdminMailsPage = lazy(() => import('../features/admin/pages/mails-page'));
const AdminAuditPage = lazy(() => import('../features/admin/pages/audit-page'));

const redirect = (from: string, to: string): RouteObject => ({
  path: from,
  element: <Navigate to={to} replace />,
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
              { path: paths.login, element: <LoginPage /> },
              { path: paths.register, element: <RegisterPage /> },
            ],
          },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
          { path: paths.error, element: <ErrorPage /> },
          { path: paths.prices, element: <PricesPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <MainLayout />,
            children: [
              { path: paths.dashboard, element: <DashboardPage /> },
              { path: paths.userInfo, element: <UserInfoPage /> },
              { path: paths.changePassword, element: <ChangePasswordPage /> },
              { path: paths.messageList, element: <MessageListPage /> },
              { path: paths.transactionList, element: <TransactionListPage /> },
              { path: paths.transactionDeposit, element: <DepositPage /> },
              { path: paths.transactionWithdrawal, element: <WithdrawalPage /> },
              { path: paths.order, element: <OrderListPage /> },
              { path: paths.orderCart, element: <CartPage /> },
              { path: paths.orderDeposits, element: <OrderDepositsPage /> },
              { path: paths.orderWaitPay, element: <OrderWaitPayPage /> },
              { path: paths.orderComplaints, element: <ComplaintsPage /> },
              { path: paths.orderDetail, element: <OrderDetailPage /> },
              { path: paths.orderShip, element: <OrderShipListPage /> },
              { path: paths.orderShipStatistic, element: <OrderShipStatisticPage /> },
              { path: paths.orderShipDetail, element: <OrderShipDetailPage /> },
              { path: paths.transportCreate, element: <TransportCreatePage /> },
              { path: paths.transportList, element: <TransportListPage /> },
              { path: paths.transportWaitPay, element: <TransportWaitPayPage /> },
              { path: paths.transportDetail, element: <TransportDetailPage /> },
              { path: paths.deliveryRequest, element: <DeliveryRequestPage /> },
              { path: paths.deliveryList, element: <DeliveryListPage /> },
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
            children: [
              redirect(adminPaths.root, adminPaths.deposits),
              { path: adminPaths.orders, element: <OrderBoardPage /> },
              { path: adminPaths.order, element: <DeskOrderPage /> },
              redirect(adminPaths.warehouse, adminPaths.receiveChina),
              { path: adminPaths.receiveChina, element: <ReceiveChinaPage /> },
              { path: adminPaths.shipChina, element: <ShipChinaPage /> },
              { path: adminPaths.receiveVietnam, element: <ReceiveVietnamPage /> },
              { path: adminPaths.parcels, element: <AdminParcelsPage key="all" /> },
              {
                path: adminPaths.unclaimedParcels,
                element: <AdminParcelsPage key="unclaimed" unclaimed />,
              },
              { path: adminPaths.consignments, element: <AdminConsignmentsPage /> },
              { path: adminPaths.deliveries, element: <DeliveryQueuePage /> },
              { path: adminPaths.complaints, element: <ComplaintQueuePage /> },
              { path: adminPaths.deposits, element: <AdminDepositsPage /> },
              { path: adminPaths.withdrawals, element: <AdminWithdrawalsPage /> },
              { path: adminPaths.statementImport, element: <AdminImportPage /> },
              { path: adminPaths.bankTransfers, element: <AdminBankTransfersPage /> },
              { path: adminPaths.customers, element: <AdminCustomersPage /> },
              { path: adminPaths.customer, element: <AdminCustomerPage /> },
              { path: adminPaths.staff, element: <AdminStaffPage /> },
              { path: adminPaths.settings, element: <AdminSettingsPage /> },
              { path: adminPaths.mails, element: <AdminMailsPage /> },
              { path: adminPaths.audit, element: <AdminAuditPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

export const createRouter = () => createHashRouter(routes);

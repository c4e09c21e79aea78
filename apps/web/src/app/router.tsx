import type { ComponentType } from 'react';
import { createHashRouter, replace, type RouteObject } from 'react-router';
import { PublicLayout } from '../layouts/public-layout';
import { PublicOnly, RequireAuth, RequireStaff, UnknownPath } from './guards';
import { RouteLoading } from './loading-bar';
import { PageFallback } from './page-fallback';
import { RouteError } from './route-error';
import { adminPaths, paths } from './routes';

/**
 * Every layout and page is its own chunk (the login screen must not pull the rest of the app),
 * loaded by the route's `lazy`: the router fetches the chunks of every route a URL matches at
 * once — the console's layout and its landing page together, not one after the other as
 * components suspending in turn would.
 */
const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

/** The parcel list, all parcels or only those nobody has claimed: one page, two routes. */
const parcelsPage =
  (props: { unclaimed: boolean }): RouteObject['lazy'] =>
  async () => {
    const { default: ParcelsPage } = await import('../features/warehouse/pages/parcels-page');
    return { Component: () => <ParcelsPage {...props} /> };
  };

/**
 * An old or short path that stands for another. A loader, not a <Navigate> element: the router
 * goes on before it loads anything for `from`, so `#/admin` fetches the console's layout and its
 * landing page together instead of the layout first and the page only once it rendered.
 */
const redirect = (from: string, to: string): RouteObject => ({
  path: from,
  loader: () => replace(to),
});

export const routes: RouteObject[] = [
  {
    element: <RouteLoading />,
    errorElement: <RouteError />,
    // What the first screen shows while its chunks arrive.
    hydrateFallbackElement: <PageFallback />,
    children: [
      redirect('/', paths.login),
      {
        element: <PublicLayout />,
        children: [
          {
            element: <PublicOnly />,
            children: [
              { path: paths.login, lazy: page(() => import('../features/auth/pages/login-page')) },
              {
                path: paths.register,
                lazy: page(() => import('../features/auth/pages/register-page')),
              },
            ],
          },
          {
            path: paths.resetPassword,
            lazy: page(() => import('../features/auth/pages/reset-password-page')),
          },
          { path: paths.error, lazy: page(() => import('../features/errors/pages/error-page')) },
          { path: paths.prices, lazy: page(() => import('../features/prices/pages/prices-page')) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: page(() => import('../layouts/main-layout/main-layout')),
            children: [
              {
                path: paths.dashboard,
                lazy: page(() => import('../features/dashboard/pages/dashboard-page')),
              },
              {
                path: paths.userInfo,
                lazy: page(() => import('../features/user/pages/user-info-page')),
              },
              {
                path: paths.changePassword,
                lazy: page(() => import('../features/user/pages/change-password-page')),
              },
              {
                path: paths.messageList,
                lazy: page(() => import('../features/messages/pages/message-list-page')),
              },
              {
                path: paths.transactionList,
                lazy: page(() => import('../features/wallet/pages/transaction-list-page')),
              },
              {
                path: paths.transactionDeposit,
                lazy: page(() => import('../features/wallet/pages/deposit-page')),
              },
              {
                path: paths.transactionWithdrawal,
                lazy: page(() => import('../features/wallet/pages/withdrawal-page')),
              },
              {
                path: paths.order,
                lazy: page(() => import('../features/orders/pages/order-list-page')),
              },
              {
                path: paths.orderCart,
                lazy: page(() => import('../features/orders/pages/cart-page')),
              },
              {
                path: paths.orderDeposits,
                lazy: page(() => import('../features/orders/pages/order-deposits-page')),
              },
              {
                path: paths.orderWaitPay,
                lazy: page(() => import('../features/orders/pages/order-wait-pay-page')),
              },
              {
                path: paths.orderComplaints,
                lazy: page(() => import('../features/orders/pages/complaints-page')),
              },
              {
                path: paths.orderDetail,
                lazy: page(() => import('../features/orders/pages/order-detail-page')),
              },
              {
                path: paths.orderShip,
                lazy: page(() => import('../features/shipping/pages/order-ship-list-page')),
              },
              {
                path: paths.orderShipStatistic,
                lazy: page(() => import('../features/shipping/pages/order-ship-statistic-page')),
              },
              {
                path: paths.orderShipDetail,
                lazy: page(() => import('../features/shipping/pages/order-ship-detail-page')),
              },
              {
                path: paths.transportCreate,
                lazy: page(() => import('../features/shipping/pages/transport-create-page')),
              },
              {
                path: paths.transportList,
                lazy: page(() => import('../features/shipping/pages/transport-list-page')),
              },
              {
                path: paths.transportWaitPay,
                lazy: page(() => import('../features/shipping/pages/transport-wait-pay-page')),
              },
              {
                path: paths.transportDetail,
                lazy: page(() => import('../features/shipping/pages/transport-detail-page')),
              },
              {
                path: paths.deliveryRequest,
                lazy: page(() => import('../features/delivery/pages/delivery-request-page')),
              },
              {
                path: paths.deliveryList,
                lazy: page(() => import('../features/delivery/pages/delivery-list-page')),
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
            lazy: page(() => import('../layouts/admin-layout/admin-layout')),
            children: [
              redirect(adminPaths.root, adminPaths.deposits),
              {
                path: adminPaths.orders,
                lazy: page(() => import('../features/orders/pages/order-board-page')),
              },
              {
                path: adminPaths.order,
                lazy: page(() => import('../features/orders/pages/desk-order-page')),
              },
              redirect(adminPaths.warehouse, adminPaths.receiveChina),
              {
                path: adminPaths.receiveChina,
                lazy: page(() => import('../features/warehouse/pages/receive-china-page')),
              },
              {
                path: adminPaths.shipChina,
                lazy: page(() => import('../features/warehouse/pages/ship-china-page')),
              },
              {
                path: adminPaths.receiveVietnam,
                lazy: page(() => import('../features/warehouse/pages/receive-vietnam-page')),
              },
              { path: adminPaths.parcels, lazy: parcelsPage({ unclaimed: false }) },
              { path: adminPaths.unclaimedParcels, lazy: parcelsPage({ unclaimed: true }) },
              {
                path: adminPaths.consignments,
                lazy: page(() => import('../features/warehouse/pages/consignments-page')),
              },
              {
                path: adminPaths.deliveries,
                lazy: page(() => import('../features/deliveries-admin/pages/delivery-queue-page')),
              },
              {
                path: adminPaths.complaints,
                lazy: page(() => import('../features/orders/pages/complaint-queue-page')),
              },
              {
                path: adminPaths.deposits,
                lazy: page(() => import('../features/wallet/pages/deposit-queue-page')),
              },
              {
                path: adminPaths.withdrawals,
                lazy: page(() => import('../features/wallet/pages/withdrawal-queue-page')),
              },
              {
                path: adminPaths.statementImport,
                lazy: page(() => import('../features/wallet/pages/statement-import-page')),
              },
              {
                path: adminPaths.bankTransfers,
                lazy: page(() => import('../features/bank-transfers/pages/bank-transfers-page')),
              },
              {
                path: adminPaths.customers,
                lazy: page(() => import('../features/customers/pages/customers-page')),
              },
              {
                path: adminPaths.customer,
                lazy: page(() => import('../features/customers/pages/customer-detail-page')),
              },
              {
                path: adminPaths.staff,
                lazy: page(() => import('../features/admin/pages/staff-page')),
              },
              {
                path: adminPaths.settings,
                lazy: page(() => import('../features/admin/pages/settings-page')),
              },
              {
                path: adminPaths.mails,
                lazy: page(() => import('../features/admin/pages/mails-page')),
              },
              {
                path: adminPaths.audit,
                lazy: page(() => import('../features/admin/pages/audit-page')),
              },
            ],
          },
        ],
      },
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

export const createRouter = () => createHashRouter(routes);

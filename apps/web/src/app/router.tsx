import { lazy } from 'react';
import { Navigate, createHashRouter, type RouteObject } from 'react-router';
import { PublicLayout } from '../layouts/public-layout';
import { PublicOnly, RequireAuth, UnknownPath } from './guards';
import { RouteError } from './route-error';
import { paths, sectionTitles } from './routes';

// Every page is its own chunk: the login screen must not pull the rest of the app.
const LoginPage = lazy(() => import('../features/auth/pages/login-page'));
const RegisterPage = lazy(() => import('../features/auth/pages/register-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/reset-password-page'));
const ErrorPage = lazy(() => import('../features/errors/pages/error-page'));
const MainLayout = lazy(() => import('../layouts/main-layout/main-layout'));
const DashboardPage = lazy(() => import('../features/dashboard/pages/dashboard-page'));
const UserInfoPage = lazy(() => import('../features/user/pages/user-info-page'));
const ChangePasswordPage = lazy(() => import('../features/user/pages/change-password-page'));
const MessageListPage = lazy(() => import('../features/messages/pages/message-list-page'));
const TransactionListPage = lazy(() => import('../features/wallet/pages/transaction-list-page'));
const DepositPage = lazy(() => import('../features/wallet/pages/deposit-page'));
const WithdrawalPage = lazy(() => import('../features/wallet/pages/withdrawal-page'));
const SectionPage = lazy(() => import('../features/sections/pages/section-page'));

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
              ...sectionTitles.map(({ path, title }) => ({
                path,
                element: <SectionPage key={path} title={title} />,
              })),
              redirect(paths.transport, paths.transportList),
              redirect(paths.delivery, paths.deliveryList),
              redirect(paths.transaction, paths.transactionList),
              redirect(paths.user, paths.userInfo),
              redirect(paths.message, paths.messageList),
            ],
          },
        ],
      },
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

export const createRouter = () => createHashRouter(routes);

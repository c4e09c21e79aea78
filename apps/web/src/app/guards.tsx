import { Suspense, useEffect, type ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { isStaffRole, staffRoleNames, type ConsoleArea } from '@app/shared';
import { PageResult } from '../components/page-result';
import { useMayOpen, useStaffRole } from '../lib/console-access';
import { updateUserConfig, useUserConfig, useUserConfigValue } from '../lib/session';
import { configFromUserInfo, userInfoQuery } from '../lib/user-config';
import { adminPaths, paths } from './routes';
import { PageFallback } from './page-fallback';

/** The pages a guard lets through, each chunk loading behind the page's fallback. */
function GuardedPages() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Outlet />
    </Suspense>
  );
}

/** spec §2: every main area needs a session; without one the user goes to the login page. */
export function RequireAuth() {
  const signedIn = useUserConfigValue((config) => config !== null);
  if (!signedIn) return <Navigate to={paths.login} replace />;
  return <GuardedPages />;
}

/**
 * The operator console (DESIGN §6, §12): signed in with a staff role. A session stored before the
 * role was kept asks userinfo once and stores it (the menu and the pages' areas read the stored
 * role); a customer goes to the dashboard. The server checks the role again on every /api/admin
 * call.
 */
export function RequireStaff() {
  const config = useUserConfig();
  const storedRole = config?.UserInfo?.Role;
  const needsRole = !!config && storedRole === undefined;
  const info = useQuery({ ...userInfoQuery, enabled: needsRole });
  const role = storedRole ?? info.data?.Role;
  useEffect(() => {
    if (info.data && needsRole) updateUserConfig(configFromUserInfo(info.data));
  }, [info.data, needsRole]);

  if (!config) return <Navigate to={paths.login} replace />;
  if (role === undefined)
    return info.isError ? <Navigate to={paths.dashboard} replace /> : <PageFallback />;
  if (!isStaffRole(role)) return <Navigate to={paths.dashboard} replace />;
  // The role just read is stored by the effect above: the console opens once it is.
  if (storedRole === undefined) return <PageFallback />;
  return <GuardedPages />;
}

/**
 * A console page for the roles that may open its area (DESIGN §12, shared consoleAreas); another
 * role sees why it is not shown, and stays signed in. The server refuses that role's calls too.
 */
export function RequireArea({ area, children }: { area: ConsoleArea; children: ReactNode }) {
  const allowed = useMayOpen(area);
  const role = useStaffRole();
  if (!allowed) {
    return (
      <PageResult
        status="403"
        title="Không có quyền"
        subTitle={`Phần này của trang quản trị không dành cho vai trò ${
          isStaffRole(role) ? staffRoleNames[role] : 'của bạn'
        }.`}
        extra={<Link to={adminPaths.root}>Về trang quản trị</Link>}
      />
    );
  }
  return children;
}

/** spec §2: a signed-in user opening login or register goes to the dashboard. */
export function PublicOnly() {
  const config = useUserConfig();
  const location = useLocation();
  // A ?token= link signs in as someone (possibly someone else): the login page handles it.
  const hasTokenLink = new URLSearchParams(location.search).has('token');
  if (config && !hasTokenLink) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}

/** Unknown paths: signed-in users see the error screen, others the login page. */
export function UnknownPath() {
  const config = useUserConfig();
  return <Navigate to={config ? paths.error : paths.login} replace />;
}

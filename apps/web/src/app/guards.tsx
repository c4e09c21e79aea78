import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { isStaffRole, updateUserConfig, useUserConfig, useUserConfigValue } from '../lib/session';
import { configFromUserInfo, userInfoQuery } from '../lib/user-config';
import { paths } from './routes';
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
 * The operator console (DESIGN §6): signed in, and the role is staff or admin. A session stored
 * before the role was kept asks userinfo once; a customer goes to the dashboard. The server checks
 * the role again on every /api/admin call.
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
  return <GuardedPages />;
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

import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useUserConfig } from '../lib/session';
import { paths } from './routes';
import { PageFallback } from './page-fallback';

/** spec §2: every main area needs a session; without one the user goes to the login page. */
export function RequireAuth() {
  const config = useUserConfig();
  if (!config) return <Navigate to={paths.login} replace />;
  return (
    <Suspense fallback={<PageFallback />}>
      <Outlet />
    </Suspense>
  );
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

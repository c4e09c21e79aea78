import { Outlet, useNavigation } from 'react-router';
import { useIsLoading } from '../lib/loading';

function Bar() {
  return (
    <div role="progressbar" aria-label="Đang tải" className="loading-bar">
      <div className="loading-bar__fill" />
    </div>
  );
}

/** A thin bar at the top of the window while a foreground call is in flight (spec §9). */
export function LoadingBar() {
  return useIsLoading() ? <Bar /> : null;
}

/**
 * The root route: the same bar while the router fetches the next screen's chunks (the previous
 * screen stays until they arrive), so a click on a slow connection visibly does something.
 */
export function RouteLoading() {
  const navigating = useNavigation().state === 'loading';
  return (
    <>
      {navigating && <Bar />}
      <Outlet />
    </>
  );
}

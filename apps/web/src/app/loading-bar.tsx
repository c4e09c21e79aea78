import { useIsLoading } from '../lib/loading';

/** A thin bar at the top of the window while a foreground call is in flight (spec §9). */
export function LoadingBar() {
  const loading = useIsLoading();
  if (!loading) return null;
  return (
    <div role="progressbar" aria-label="Đang tải" className="loading-bar">
      <div className="loading-bar__fill" />
    </div>
  );
}

import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageFallback } from '../app/page-fallback';
import { BrandLink } from './brand-logo';

/**
 * Login, register, reset and error screens: a plain header and a centred column. Plain elements
 * rather than antd Layout keep the first screen's bundle small.
 */
export function PublicLayout() {
  return (
    <div className="public-shell">
      <header className="public-shell__header">
        <BrandLink to="/login" destination="trang đăng nhập" />
      </header>
      <main className="public-shell__content">
        <div style={{ maxWidth: 1100, margin: '0 auto' }}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}

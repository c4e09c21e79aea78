import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { PageFallback } from '../app/page-fallback';
import { paths } from '../app/routes';
import { useUserConfig } from '../lib/session';
import { BrandLink } from './brand-logo';

/**
 * Where a visitor goes next from the header (the price list is read before an account exists):
 * sign in or register, or back to the dashboard once signed in; never a link to this very page.
 */
function PublicNav() {
  const signedIn = !!useUserConfig();
  const here = useLocation().pathname;
  const links = signedIn
    ? [{ to: paths.dashboard, label: 'Về trang chủ', primary: true }]
    : [
        { to: paths.login, label: 'Đăng nhập', primary: false },
        { to: paths.register, label: 'Đăng ký', primary: true },
      ];
  return (
    <nav aria-label="Tài khoản" className="public-shell__nav">
      {links
        .filter((link) => link.to !== here)
        .map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className={`public-shell__action${link.primary ? ' public-shell__action--primary' : ''}`}
          >
            {link.label}
          </Link>
        ))}
    </nav>
  );
}

/**
 * Login, register, reset and error screens: a plain header and a centred column. Plain elements
 * rather than antd Layout keep the first screen's bundle small.
 */
export function PublicLayout() {
  return (
    <div className="public-shell">
      <header className="public-shell__header">
        <BrandLink to="/login" destination="trang đăng nhập" />
        <PublicNav />
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

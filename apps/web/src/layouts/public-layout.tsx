import { Suspense } from 'react';
import { Layout } from 'antd';
import { Link, Outlet } from 'react-router';
import { PageFallback } from '../app/page-fallback';
import { BrandLogo } from './brand-logo';

/** Login, register, reset and error screens: a plain header and a centred column. */
export function PublicLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          background: '#fff',
          display: 'flex',
          alignItems: 'center',
          padding: '0 16px',
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <Link to="/login" aria-label="Trang đăng nhập">
          <BrandLogo />
        </Link>
      </Layout.Header>
      <Layout.Content style={{ padding: '24px 12px' }}>
        <div style={{ maxWidth: 1100, margin: '0 auto' }}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </div>
      </Layout.Content>
    </Layout>
  );
}

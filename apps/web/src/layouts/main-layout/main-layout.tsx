import { Suspense, useState } from 'react';
import { Drawer, Grid, Layout } from 'antd';
import { Outlet } from 'react-router';
import { PageFallback } from '../../app/page-fallback';
import { BrandLogo } from '../brand-logo';
import { AppHeader } from './app-header';
import { Sidebar } from './sidebar';
import { useConfigSync } from './use-config-sync';

/** Signed-in screens: header, sidebar (a drawer on phones) and the page. */
export default function MainLayout() {
  useConfigSync();
  const screens = Grid.useBreakpoint();
  // Before the first measurement useBreakpoint is empty: treat that as desktop to avoid a flash.
  const isPhone = screens.lg === false && screens.md === false;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader
        sidebarOpen={isPhone ? drawerOpen : !collapsed}
        onToggleSidebar={() => (isPhone ? setDrawerOpen((open) => !open) : setCollapsed((c) => !c))}
      />
      <Layout hasSider={!isPhone}>
        {isPhone ? (
          <Drawer
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            size={280}
            title={<BrandLogo />}
            styles={{ body: { padding: 0 } }}
          >
            <Sidebar onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        ) : (
          <Layout.Sider
            theme="light"
            width={240}
            collapsedWidth={64}
            collapsed={collapsed}
            style={{
              borderRight: '1px solid #f0f0f0',
              position: 'sticky',
              top: 56,
              height: 'calc(100vh - 56px)',
              overflow: 'auto',
            }}
          >
            <Sidebar collapsed={collapsed} />
          </Layout.Sider>
        )}
        <Layout.Content style={{ padding: isPhone ? 12 : 24, minWidth: 0 }}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

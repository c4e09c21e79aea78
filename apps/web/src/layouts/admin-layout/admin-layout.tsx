import { Suspense, useState } from 'react';
import { Drawer, Grid, Layout } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { PageFallback } from '../../app/page-fallback';
import { useUserConfig } from '../../lib/session';
import { userInfoQuery } from '../../lib/user-config';
import { BrandLogo } from '../brand-logo';
import { AdminHeader } from './admin-header';
import { AdminMenu } from './admin-menu';

/** The operator console: its own header and menu (a drawer on phones), under RequireStaff. */
export default function AdminLayout() {
  const config = useUserConfig();
  const { data: info } = useQuery(userInfoQuery);
  const role = info?.Role ?? config?.UserInfo?.Role;
  const isAdmin = role === 'admin';
  const name = info?.FullName || info?.Email || config?.UserInfo?.UserName || '';
  const screens = Grid.useBreakpoint();
  const isPhone = screens.lg === false && screens.md === false;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AdminHeader
        name={name}
        isAdmin={isAdmin}
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
            title={
              <span>
                <BrandLogo compact /> Quản trị
              </span>
            }
            styles={{ body: { padding: 0 } }}
          >
            <AdminMenu isAdmin={isAdmin} onNavigate={() => setDrawerOpen(false)} />
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
            <AdminMenu isAdmin={isAdmin} collapsed={collapsed} />
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

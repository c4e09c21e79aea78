import { Suspense, useState, type ReactNode } from 'react';
import { Button, Drawer, Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Outlet } from 'react-router';
import { PageFallback } from '../app/page-fallback';
import { SiderScroll } from './sider-scroll';
import { useWideScreen } from '../lib/use-wide-screen';

interface SidebarToggle {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

/** How the menu is shown: collapsed to icons in the sider, or in the drawer that closes on a click. */
export interface MenuPlacement {
  collapsed?: boolean;
  onNavigate?: () => void;
}

interface Props {
  header: (toggle: SidebarToggle) => ReactNode;
  drawerTitle: ReactNode;
  menu: (placement: MenuPlacement) => ReactNode;
}

/**
 * The customer portal and the staff console share this frame: a header whose button opens the
 * menu, the menu in a collapsible sider on wide screens and in a drawer on phones, and the page.
 */
export function AppShell({ header, drawerTitle, menu }: Props) {
  // From the first render: a phone never lays out (and throws away) the laptop's sider and menu.
  const isPhone = !useWideScreen();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {header({
        sidebarOpen: isPhone ? drawerOpen : !collapsed,
        onToggleSidebar: () => (isPhone ? setDrawerOpen((open) => !open) : setCollapsed((c) => !c)),
      })}
      <Layout hasSider={!isPhone}>
        {isPhone ? (
          <Drawer
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            size={300}
            title={drawerTitle}
            styles={{ body: { padding: 0 } }}
          >
            {menu({ onNavigate: () => setDrawerOpen(false) })}
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
            }}
          >
            <SiderScroll>{menu({ collapsed })}</SiderScroll>
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

/** The header's menu button; its label says what a click will do. */
export function SidebarToggleButton({ sidebarOpen, onToggleSidebar }: SidebarToggle) {
  return (
    <Button
      type="text"
      aria-label={sidebarOpen ? 'Thu gọn menu' : 'Mở menu'}
      icon={sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      onClick={onToggleSidebar}
    />
  );
}

import { useEffect, useState } from 'react';
import { Menu, Typography } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useUserConfig } from '../../lib/session';
import { confirmLogout } from './confirm-logout';
import { LOGOUT_KEY, groupOf, menuItems } from './menu-items';

/** spec §9: the active link lights up about 500 ms after the layout loads. */
const HIGHLIGHT_DELAY_MS = 500;

function useDelayedReady(delay: number) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), delay);
    return () => window.clearTimeout(timer);
  }, [delay]);
  return ready;
}

function ContactBlock() {
  const contacts = useUserConfig()?.Settings?.Contacts;
  if (!contacts) return null;
  const rows = [
    { label: 'Hotline', phone: contacts.Hotline },
    { label: 'Kho HCM', phone: contacts.WarehousePhone },
    { label: 'Góp ý dịch vụ', phone: contacts.FeedbackPhone },
  ].filter((row) => row.phone);
  return (
    <div
      aria-label="Liên hệ"
      style={{ padding: '12px 16px', borderTop: '1px solid #f0f0f0', fontSize: 13 }}
    >
      {rows.map((row) => (
        <div key={row.label} style={{ marginBottom: 4 }}>
          <Typography.Text type="secondary">
            <PhoneOutlined /> {row.label}:{' '}
          </Typography.Text>
          <a href={`tel:${row.phone.replace(/\s+/g, '')}`}>
            <Typography.Text strong>{row.phone}</Typography.Text>
          </a>
        </div>
      ))}
    </div>
  );
}

interface Props {
  collapsed?: boolean;
  onNavigate?: () => void;
}

export function Sidebar({ collapsed = false, onNavigate }: Props) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const ready = useDelayedReady(HIGHLIGHT_DELAY_MS);
  const group = groupOf(pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(group ? [group] : []);

  // Navigating into another group opens it (adjusting state during render, not in an effect).
  const [shownGroup, setShownGroup] = useState(group);
  if (group !== shownGroup) {
    setShownGroup(group);
    if (group && !openKeys.includes(group)) setOpenKeys([...openKeys, group]);
  }

  return (
    <nav
      aria-label="Menu chính"
      style={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}
    >
      <Menu
        mode="inline"
        items={menuItems}
        selectedKeys={ready ? [pathname] : []}
        {...(!collapsed && { openKeys, onOpenChange: setOpenKeys })}
        inlineCollapsed={collapsed}
        style={{ borderInlineEnd: 'none', flex: 1 }}
        onClick={({ key }) => {
          if (key === LOGOUT_KEY) {
            void confirmLogout();
            return;
          }
          void navigate(key);
          onNavigate?.();
        }}
      />
      {!collapsed && <ContactBlock />}
    </nav>
  );
}

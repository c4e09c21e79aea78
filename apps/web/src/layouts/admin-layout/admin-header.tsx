import { Button, Typography } from 'antd';
import { HomeOutlined, LogoutOutlined } from '@ant-design/icons';
import { adminPaths, paths } from '../../app/routes';
import { SidebarToggleButton } from '../app-shell';
import { BrandLink } from '../brand-logo';
import { confirmLogout } from '../main-layout/confirm-logout';
import { LinkButton } from '../../components/link-button';
import { StaffRoleTag } from '../../components/staff-role-tag';
import { useWideScreen } from '../../lib/use-wide-screen';

interface Props {
  name: string;
  /** The signed-in staff member's role, named in the header's tag. */
  role: string | undefined;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function AdminHeader({ name, role, sidebarOpen, onToggleSidebar }: Props) {
  const wide = useWideScreen();
  return (
    <header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        height: 56,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '0 12px',
        background: '#fff',
        borderBottom: '1px solid #f0f0f0',
      }}
    >
      <SidebarToggleButton sidebarOpen={sidebarOpen} onToggleSidebar={onToggleSidebar} />
      <BrandLink to={adminPaths.root} destination="trang quản trị" compact />
      <Typography.Text strong style={{ fontSize: 16, whiteSpace: 'nowrap' }}>
        Quản trị
      </Typography.Text>
      <div style={{ flex: 1 }} />
      {wide && (
        <LinkButton to={paths.dashboard} type="text" icon={<HomeOutlined />}>
          Trang khách hàng
        </LinkButton>
      )}
      <span
        style={{
          maxWidth: wide ? 220 : 120,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
        aria-label="Nhân viên đăng nhập"
      >
        {name}
      </span>
      {wide && role && <StaffRoleTag role={role} />}
      <Button
        type="text"
        danger
        icon={<LogoutOutlined />}
        aria-label="Đăng xuất"
        onClick={() => void confirmLogout()}
      >
        {wide ? 'Đăng xuất' : null}
      </Button>
    </header>
  );
}

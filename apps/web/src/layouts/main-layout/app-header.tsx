import { Alert, Grid, Input } from 'antd';
import { useNavigate } from 'react-router';
import { messageListPath, paths } from '../../app/routes';
import { useUserConfig } from '../../lib/session';
import { SidebarToggleButton } from '../app-shell';
import { BrandLink } from '../brand-logo';
import { InboxDropdown } from './inbox-dropdown';
import { UserDropdown } from './user-dropdown';

interface Props {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function AppHeader({ sidebarOpen, onToggleSidebar }: Props) {
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const config = useUserConfig();
  const notice = config?.Settings?.NotifySite?.trim();

  return (
    <div style={{ position: 'sticky', top: 0, zIndex: 100, background: '#fff' }}>
      <header
        style={{
          height: 56,
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          padding: '0 12px',
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <SidebarToggleButton sidebarOpen={sidebarOpen} onToggleSidebar={onToggleSidebar} />
        <BrandLink to={paths.dashboard} destination="trang chủ" compact={!screens.md} />
        <div style={{ flex: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>
          {/* Messages are the only searchable data so far, so the search box filters them. */}
          <Input.Search
            aria-label="Tìm kiếm"
            placeholder="Tìm thông báo..."
            allowClear
            style={{ maxWidth: 360 }}
            onSearch={(value) => void navigate(messageListPath(value.trim()))}
          />
        </div>
        <InboxDropdown />
        <UserDropdown />
      </header>
      {config?.UserInfo?.ViewOnly && (
        <Alert
          type="info"
          banner
          title={`Bạn đang xem cổng của khách hàng ${config.UserInfo.UserName} với tư cách nhân viên: chỉ xem, mọi thay đổi đều bị chặn.`}
        />
      )}
      {notice && <Alert type="warning" banner title={notice} style={{ whiteSpace: 'pre-line' }} />}
    </div>
  );
}

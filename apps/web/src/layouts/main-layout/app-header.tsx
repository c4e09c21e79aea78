import { lazy, Suspense, useState } from 'react';
import { Alert, Button } from 'antd';
import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { paths } from '../../app/routes';
import { useUserConfigValue } from '../../lib/session';
import { useWideScreen } from '../../lib/use-wide-screen';
import { SidebarToggleButton } from '../app-shell';
import { BrandLink } from '../brand-logo';
import { InboxDropdown } from './inbox-dropdown';
import { UserDropdown } from './user-dropdown';

// The search box (a select with its result list) loads beside the page, not before it: a phone
// only fetches it when the search icon is tapped, a laptop just after the first paint.
const HeaderSearch = lazy(() =>
  import('../../features/search').then((search) => ({ default: search.HeaderSearch })),
);
/** Holds the box's place while it loads, so nothing in the header moves when it appears. */
const searchPlaceholder = <div style={{ height: 32 }} />;

interface Props {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function AppHeader({ sidebarOpen, onToggleSidebar }: Props) {
  const wide = useWideScreen();
  const notice = useUserConfigValue((config) => config?.Settings?.NotifySite?.trim());
  // Whose portal staff are viewing, or undefined in a customer's own session.
  const viewing = useUserConfigValue((config) =>
    config?.UserInfo?.ViewOnly ? config.UserInfo.UserName : undefined,
  );
  // A phone has no room for the box beside the menu, logo and inbox: an icon opens it full width.
  const phone = !wide;
  const [searching, setSearching] = useState(false);

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
        <BrandLink to={paths.dashboard} destination="trang chủ" compact={phone} />
        <div style={{ flex: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>
          {!phone && (
            <div role="search" style={{ width: '100%', maxWidth: 420 }}>
              <Suspense fallback={searchPlaceholder}>
                <HeaderSearch />
              </Suspense>
            </div>
          )}
        </div>
        {phone && (
          <Button
            type="text"
            aria-label={searching ? 'Đóng tìm kiếm' : 'Tìm đơn, kiện, mã vận đơn'}
            aria-expanded={searching}
            icon={searching ? <CloseOutlined /> : <SearchOutlined />}
            onClick={() => setSearching((open) => !open)}
          />
        )}
        <InboxDropdown />
        <UserDropdown />
      </header>
      {phone && searching && (
        <div role="search" style={{ padding: '8px 12px', borderBottom: '1px solid #f0f0f0' }}>
          <Suspense fallback={searchPlaceholder}>
            <HeaderSearch autoFocus onDone={() => setSearching(false)} />
          </Suspense>
        </div>
      )}
      {viewing !== undefined && (
        <Alert
          type="info"
          banner
          title={`Bạn đang xem cổng của khách hàng ${viewing} với tư cách nhân viên: chỉ xem, mọi thay đổi đều bị chặn.`}
        />
      )}
      {notice && <Alert type="warning" banner title={notice} style={{ whiteSpace: 'pre-line' }} />}
    </div>
  );
}

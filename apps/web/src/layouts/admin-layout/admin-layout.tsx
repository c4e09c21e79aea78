import { useQuery } from '@tanstack/react-query';
import { useQueueCountsFollowChanges } from '../../features/admin';
import { useUserConfig } from '../../lib/session';
import { userInfoQuery } from '../../lib/user-config';
import { AppShell } from '../app-shell';
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
  useQueueCountsFollowChanges();

  return (
    <AppShell
      header={(toggle) => <AdminHeader name={name} isAdmin={isAdmin} {...toggle} />}
      drawerTitle={
        <span>
          <BrandLogo compact /> Quản trị
        </span>
      }
      menu={(placement) => <AdminMenu isAdmin={isAdmin} {...placement} />}
    />
  );
}

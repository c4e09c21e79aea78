import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useQueueCountsFollowChanges } from '../../features/admin';
import { updateUserConfig, useUserConfig } from '../../lib/session';
import { configFromUserInfo, userInfoQuery } from '../../lib/user-config';
import { AppShell } from '../app-shell';
import { BrandLogo } from '../brand-logo';
import { AdminHeader } from './admin-header';
import { AdminMenu } from './admin-menu';

/** The operator console: its own header and menu (a drawer on phones), under RequireStaff. */
export default function AdminLayout() {
  const config = useUserConfig();
  const { data: info } = useQuery(userInfoQuery);
  const storedRole = config?.UserInfo?.Role;
  // The role an admin gave this account since it signed in: the menu and every page's area guard
  // read the stored one, so it follows the server's.
  useEffect(() => {
    if (info && info.Role !== storedRole) updateUserConfig(configFromUserInfo(info));
  }, [info, storedRole]);
  const role = info?.Role ?? storedRole;
  const name = info?.FullName || info?.Email || config?.UserInfo?.UserName || '';
  useQueueCountsFollowChanges();

  return (
    <AppShell
      header={(toggle) => <AdminHeader name={name} role={role} {...toggle} />}
      drawerTitle={
        <span>
          <BrandLogo compact /> Quản trị
        </span>
      }
      menu={(placement) => <AdminMenu role={role} {...placement} />}
    />
  );
}

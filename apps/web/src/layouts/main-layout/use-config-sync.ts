import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { updateUserConfig } from '../../lib/session';
import {
  configFromSettingDefault,
  configFromUserInfo,
  settingDefaultQuery,
  userInfoQuery,
} from '../../lib/user-config';

/**
 * Keeps the stored config (spec §3) in step with the server while the main layout is open: any
 * page that refreshes settings or user info (e.g. after marking messages read or saving the profile)
 * updates the header through here.
 */
export function useConfigSync() {
  const settingDefault = useQuery(settingDefaultQuery);
  const userInfo = useQuery(userInfoQuery);

  useEffect(() => {
    if (settingDefault.data) updateUserConfig(configFromSettingDefault(settingDefault.data));
  }, [settingDefault.data]);

  useEffect(() => {
    if (userInfo.data) updateUserConfig(configFromUserInfo(userInfo.data));
  }, [userInfo.data]);
}

import { queryOptions } from '@tanstack/react-query';
import type { DashboardAnswer, SettingDefaultAnswer, UserInfo } from '@app/shared';
import { api } from './api-client';
import { queryKeys } from './query-keys';
import type { UserConfig } from './session';

/**
 * The calls that fill the user config (spec §3) after login and keep it fresh while the main layout
 * is open. They run in the background (noloading=1).
 */
export const fetchSettingDefault = (token?: string) =>
  api<SettingDefaultAnswer>('customer/getsettingdefault', {
    noloading: true,
    ...(token && { token }),
  });
export const fetchDashboard = (token?: string) =>
  api<DashboardAnswer>('order/getdashboard', { noloading: true, ...(token && { token }) });
export const fetchUserInfo = (token?: string) =>
  api<UserInfo>('customer/userinfo', { noloading: true, ...(token && { token }) });

export const settingDefaultQuery = queryOptions({
  queryKey: queryKeys.settingDefault,
  queryFn: () => fetchSettingDefault(),
  // The unread badge should follow new messages without a reload.
  refetchInterval: 60_000,
});

export const configFromSettingDefault = (answer: SettingDefaultAnswer): Partial<UserConfig> => ({
  Settings: answer.Settings,
  NumberMessages: answer.TotalMessage,
  Messages: answer.Messages,
});

export const configFromDashboard = (answer: DashboardAnswer): Partial<UserConfig> => ({
  CurrentRate: answer.CurrentRate,
  ExtensionLink: answer.ExtensionLink,
  NumberCarts: answer.NumberCarts,
  PocketMoney: answer.PocketMoney,
  ShopFavorites: answer.ShopFavorites,
  Supporter: answer.Supporter,
});

export const configFromUserInfo = (
  info: Pick<UserInfo, 'UserName' | 'Avatar'> & Partial<Pick<UserInfo, 'Role' | 'ViewOnly'>>,
): Partial<UserConfig> => ({
  UserInfo: {
    UserName: info.UserName,
    Avatar: info.Avatar,
    // The role decides whether the operator console opens (RequireStaff).
    ...(info.Role !== undefined && { Role: info.Role }),
    // A staff member's read-only look at this customer's portal (DESIGN §5).
    ...(info.ViewOnly && { ViewOnly: true }),
  },
});

/**
 * After login: settings, dashboard figures and user info, read with the new token before the
 * session is stored (so the dashboard opens with a complete config). A failure leaves the config
 * partial; the main layout fills it again.
 */
export async function loadUserConfig(token: string): Promise<Partial<UserConfig>> {
  const [settingDefault, dashboard, userInfo] = await Promise.allSettled([
    fetchSettingDefault(token),
    fetchDashboard(token),
    fetchUserInfo(token),
  ]);
  return {
    ...(settingDefault.status === 'fulfilled' && configFromSettingDefault(settingDefault.value)),
    ...(dashboard.status === 'fulfilled' && configFromDashboard(dashboard.value)),
    ...(userInfo.status === 'fulfilled' && configFromUserInfo(userInfo.value)),
  };
}

/** userinfo: the header's name and avatar and the personal info page read the same query. */
export const userInfoQuery = queryOptions({
  queryKey: queryKeys.userInfo,
  queryFn: () => fetchUserInfo(),
});

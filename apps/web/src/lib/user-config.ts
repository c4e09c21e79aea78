import { queryOptions, type QueryClient } from '@tanstack/react-query';
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

/**
 * The dashboard's figures (counts, balance, favourites): the dashboard, the order list's tabs and
 * the wallet's balance read this one query, which login primes.
 */
export const dashboardQuery = queryOptions({
  queryKey: queryKeys.dashboard,
  queryFn: () => fetchDashboard(),
});

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

/** What the three calls after login answered (a failed one is missing). */
export interface UserAnswers {
  settingDefault?: SettingDefaultAnswer;
  dashboard?: DashboardAnswer;
  userInfo?: UserInfo;
}

/**
 * After login: settings, dashboard figures and user info, read with the new token before the
 * session is stored (so the dashboard opens with a complete config). A failure leaves the config
 * partial; the main layout fills it again.
 */
export async function loadUserConfig(
  token: string,
): Promise<{ config: Partial<UserConfig>; answers: UserAnswers }> {
  const [settingDefault, dashboard, userInfo] = await Promise.allSettled([
    fetchSettingDefault(token),
    fetchDashboard(token),
    fetchUserInfo(token),
  ]);
  const answers: UserAnswers = {
    ...(settingDefault.status === 'fulfilled' && { settingDefault: settingDefault.value }),
    ...(dashboard.status === 'fulfilled' && { dashboard: dashboard.value }),
    ...(userInfo.status === 'fulfilled' && { userInfo: userInfo.value }),
  };
  return {
    config: {
      ...(answers.settingDefault && configFromSettingDefault(answers.settingDefault)),
      ...(answers.dashboard && configFromDashboard(answers.dashboard)),
      ...(answers.userInfo && configFromUserInfo(answers.userInfo)),
    },
    answers,
  };
}

/**
 * The answers just read at login, given to the queries that show them: the layout and the
 * dashboard open on them instead of asking the server the same three things again.
 */
export function primeUserQueries(client: QueryClient, answers: UserAnswers): void {
  if (answers.settingDefault) client.setQueryData(queryKeys.settingDefault, answers.settingDefault);
  if (answers.dashboard) client.setQueryData(queryKeys.dashboard, answers.dashboard);
  if (answers.userInfo) client.setQueryData(queryKeys.userInfo, answers.userInfo);
}

/** userinfo: the header's name and avatar and the personal info page read the same query. */
export const userInfoQuery = queryOptions({
  queryKey: queryKeys.userInfo,
  queryFn: () => fetchUserInfo(),
});

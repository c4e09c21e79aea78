import type { UserInfo } from '@app/shared';

/** A customer's own session (not staff, not a read-only view) whose account has no name yet. */
export const needsName = (info: UserInfo | undefined): boolean =>
  info !== undefined && info.Role === 'customer' && !info.ViewOnly && info.FullName.trim() === '';

import {
  customerLevelName,
  messages,
  type ChangePasswordInput,
  type UpdateUserInfoInput,
  type UserInfo,
} from '@app/shared';
import { fieldError, NotFoundError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { AppDeps, CurrentUser } from '../../types.js';
import { findProfile, findUserById, updateUser } from '../accounts/users.repository.js';
import { forgetSessions } from '../sessions/session-cache.js';
import { revokeSession, revokeUserSessions } from '../sessions/sessions.repository.js';
import { readSettings } from '../settings/settings.repository.js';
import {
  assertNotBlocked,
  clearAttempts,
  countAttempt,
  throttleRules,
} from '../throttle/throttle.js';
import { warehouseExists } from '../warehouses/warehouses.repository.js';

export async function userInfo(deps: AppDeps, userId: number, viewOnly = false): Promise<UserInfo> {
  const [profile, settings] = await Promise.all([
    findProfile(deps.db, userId),
    readSettings(deps.db),
  ]);
  if (!profile) throw new NotFoundError();
  const { user } = profile;
  return {
    Id: user.id,
    Code: user.code,
    UserName: user.email,
    Email: user.email,
    Phone: user.phone,
    FullName: user.fullName,
    Address: user.address,
    Avatar: user.avatar,
    WarehouseId: user.warehouseId,
    WarehouseName: profile.warehouseName,
    Level: user.level,
    LevelName: customerLevelName(settings.CustomerLevels, user.level),
    Role: user.role,
    CreatedDate: user.createdAt.toISOString(),
    ViewOnly: viewOnly,
  };
}

/**
 * A user's own profile. A customer's warehouse is where their goods go, theirs to choose; a staff
 * member's is where they work (a warehouse worker receives into it only), set by an admin on the
 * staff page, so their own profile leaves it as it is.
 */
export async function updateUserInfo(
  deps: AppDeps,
  user: Pick<CurrentUser, 'id' | 'role'>,
  input: UpdateUserInfoInput,
): Promise<UserInfo> {
  const ownWarehouse = user.role === 'customer';
  if (ownWarehouse && !(await warehouseExists(deps.db, input.WarehouseId))) {
    throw fieldError('WarehouseId', 'warehouseUnknown');
  }
  await updateUser(deps.db, user.id, {
    fullName: input.FullName,
    phone: input.Phone,
    address: input.Address,
    ...(ownWarehouse && { warehouseId: input.WarehouseId }),
    avatar: input.Avatar,
  });
  return userInfo(deps, user.id);
}

/** A password change keeps the caller's session and ends every other one (DESIGN §3). */
export async function changePassword(
  deps: AppDeps,
  caller: CurrentUser,
  input: ChangePasswordInput,
): Promise<{ Message: string }> {
  const attemptsKey = `changepassword:user:${caller.id}`;
  await assertNotBlocked(deps.db, [attemptsKey]);
  const user = await findUserById(deps.db, caller.id);
  if (!user) throw new NotFoundError();
  if (!(await verifyPassword(input.OldPassword, user.passwordHash))) {
    await countAttempt(deps.db, attemptsKey, throttleRules.changePasswordPerAccount);
    throw fieldError('OldPassword', 'oldPasswordWrong');
  }
  await clearAttempts(deps.db, attemptsKey);
  if (input.NewPassword === input.OldPassword) {
    throw fieldError('NewPassword', 'newPasswordSameAsOld');
  }
  const passwordHash = await hashPassword(input.NewPassword, deps.config.passwordHashCost);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, caller.id, { passwordHash });
    await revokeUserSessions(tx, caller.id, caller.sessionId);
  });
  forgetSessions(deps.db);
  return { Message: messages.changePasswordDone };
}

export async function logout(deps: AppDeps, caller: CurrentUser): Promise<{ Message: string }> {
  await deps.db.transaction(async (tx) => {
    await revokeSession(tx, caller.sessionId);
    // A staff member closing a "view as customer" session: the log shows when the view ended.
    if (caller.viewedBy !== null) {
      await writeAudit(tx, {
        actorId: caller.viewedBy,
        action: 'customer.view-as.end',
        entity: 'customer',
        entityId: caller.code,
      });
    }
  });
  forgetSessions(deps.db);
  return { Message: 'Bạn đã đăng xuất.' };
}

import {
  MessageType,
  messages,
  type ForgotPasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
} from '@app/shared';
import { fieldError, ruleError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { AppDeps } from '../../types.js';
import { addMessage } from '../messages/messages.repository.js';
import {
  createPasswordReset,
  findUsableReset,
  markResetsUsed,
} from '../password-resets/password-resets.repository.js';
import { createSession, revokeUserSessions } from '../sessions/sessions.repository.js';
import {
  assertNotBlocked,
  clearAttempts,
  countAttempt,
  throttleRules,
} from '../throttle/throttle.js';
import { openWallet } from '../wallet/wallet.repository.js';
import { warehouseExists } from '../warehouses/warehouses.repository.js';
import { findUserByEmail, insertUser, isEmailTaken, updateUser } from './users.repository.js';
import { forgetSessions } from '../sessions/session-cache.js';

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function register(
  deps: AppDeps,
  input: RegisterInput,
): Promise<{ Id: number; Code: string }> {
  const email = normaliseEmail(input.Email);
  if (!(await warehouseExists(deps.db, input.WarehouseId))) {
    throw fieldError('WarehouseId', messages.warehouseUnknown);
  }
  if (await findUserByEmail(deps.db, email)) throw fieldError('Email', messages.emailTaken);
  const passwordHash = await hashPassword(input.Password, deps.config.passwordHashCost);
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email,
        phone: input.Phone,
        passwordHash,
        warehouseId: input.WarehouseId,
        role: 'customer',
      });
      await openWallet(tx, user.id);
      await addMessage(
        tx,
        user.id,
        MessageType.System,
        `Chào mừng bạn đến với dịch vụ mua hàng và vận chuyển hàng Trung Quốc. Mã khách hàng của bạn là ${user.code}.`,
      );
      return { Id: user.id, Code: user.code };
    });
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index decides.
    if (isEmailTaken(error)) throw fieldError('Email', messages.emailTaken);
    throw error;
  }
}

// A real hash to compare against when the account does not exist, so both paths take as long.
let decoyHash: Promise<string> | null = null;

export async function login(
  deps: AppDeps,
  input: LoginInput,
  client: ClientInfo,
): Promise<{ token: string }> {
  const email = normaliseEmail(input.UserName);
  // Failures count per account *from one address* and per address: a stranger guessing is stopped
  // at their own address, and cannot lock the real owner out of an account from elsewhere.
  const pairKey = `login:account-ip:${email}:${client.ip}`;
  const addressKey = `login:ip:${client.ip}`;
  await assertNotBlocked(deps.db, [pairKey, addressKey]);

  const user = await findUserByEmail(deps.db, email);
  decoyHash ??= hashPassword('decoy-password', deps.config.passwordHashCost);
  const valid = await verifyPassword(input.Password, user?.passwordHash ?? (await decoyHash));
  if (!user || !valid) {
    await countAttempt(deps.db, pairKey, throttleRules.loginPerAccountAddress);
    await countAttempt(deps.db, addressKey, throttleRules.loginPerAddress);
  }
  // A locked account answers the same whether the password was right or wrong: the lock message
  // must not tell a guesser that they found the password.
  if (user?.isLocked) throw ruleError(messages.accountLocked);
  if (!user || !valid) throw ruleError(messages.loginFailed);
  await clearAttempts(deps.db, pairKey);
  const token = await createSession(deps.db, {
    userId: user.id,
    rememberMe: input.RememberMe ?? true,
    ...client,
  });
  return { token };
}

/** Answers the same whether or not the account exists (DESIGN §5). */
export async function sendForgotPassword(
  deps: AppDeps,
  input: ForgotPasswordInput,
  client: ClientInfo,
): Promise<{ Message: string }> {
  const email = normaliseEmail(input.Email);
  const emailKey = `forgot:email:${email}`;
  const addressKey = `forgot:ip:${client.ip}`;
  await assertNotBlocked(deps.db, [emailKey, addressKey]);
  await countAttempt(deps.db, emailKey, throttleRules.forgotPerEmail);
  await countAttempt(deps.db, addressKey, throttleRules.forgotPerAddress);

  const user = await findUserByEmail(deps.db, email);
  if (user && !user.isLocked) {
    const token = await createPasswordReset(deps.db, user.id);
    const link = `${deps.config.publicUrl}/#/reset-password/${token}`;
    await deps.mailer.send({
      to: user.email,
      subject: 'Đổi mật khẩu tài khoản',
      text: [
        'Xin chào,',
        '',
        'Chúng tôi nhận được yêu cầu đổi mật khẩu cho tài khoản của bạn.',
        `Mở đường dẫn sau trong vòng 1 giờ để đặt mật khẩu mới (chỉ dùng được một lần):`,
        link,
        '',
        'Nếu bạn không yêu cầu, hãy bỏ qua email này; mật khẩu của bạn vẫn giữ nguyên.',
      ].join('\n'),
      secret: link,
    });
  }
  return { Message: messages.forgotPasswordSent };
}

/** Lets the reset screen say at once that a link is spent or expired; the email is shown masked. */
export async function checkPasswordReset(deps: AppDeps, token: string): Promise<{ Email: string }> {
  const reset = await findUsableReset(deps.db, token);
  if (!reset) throw ruleError(messages.resetLinkInvalid);
  return { Email: maskEmail(reset.email) };
}

export async function resetPassword(
  deps: AppDeps,
  token: string,
  input: ResetPasswordInput,
): Promise<{ Message: string }> {
  const passwordHash = await hashPassword(input.Password, deps.config.passwordHashCost);
  await deps.db.transaction(async (tx) => {
    const reset = await findUsableReset(tx, token, true);
    if (!reset) throw ruleError(messages.resetLinkInvalid);
    await updateUser(tx, reset.userId, { passwordHash });
    await markResetsUsed(tx, reset.userId);
    await revokeUserSessions(tx, reset.userId);
  });
  forgetSessions(deps.db);
  return { Message: messages.resetPasswordDone };
}

function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  const shown = name.slice(0, Math.min(2, name.length));
  return `${shown}${'*'.repeat(Math.max(1, name.length - shown.length))}@${domain}`;
}

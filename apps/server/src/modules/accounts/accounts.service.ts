import {
  messages,
  type ForgotPasswordInput,
  type LoginInput,
  type ResetPasswordInput,
} from '@app/shared';
import { ruleError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { AppDeps } from '../../types.js';
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
import { findUserByEmail, updateUser } from './users.repository.js';
import { forgetSessions } from '../sessions/session-cache.js';
import { hashToken } from '../../lib/tokens.js';
import { forgetDevices, isTrustedDevice, trustDevice } from './trusted-devices.js';

export interface ClientInfo {
  ip: string;
  userAgent: string;
  /** The browser's device cookie (trusted-devices.ts), if it sent one. */
  deviceToken?: string | undefined;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

// A real hash to compare against when the account does not exist, so both paths take as long.
let decoyHash: Promise<string> | null = null;

/**
 * Signs in and answers the session's token and the browser's device value to keep (a cookie).
 *
 * Wrong passwords are counted three ways: per account from one address and per address (a
 * guesser is stopped at their own address), and per account from every address together — the
 * limit forwarded addresses cannot spread out. That last one holds back only browsers the account
 * has not signed in from: a browser with the account's device cookie is counted on its own key
 * instead, so a stranger's guessing never locks the owner out of their usual browser. The owner is
 * mailed when their account reaches the limit (once a window).
 */
export async function login(
  deps: AppDeps,
  input: LoginInput,
  client: ClientInfo,
): Promise<{ token: string; deviceToken: string }> {
  const email = normaliseEmail(input.UserName);
  const pairKey = `login:account-ip:${email}:${client.ip}`;
  const addressKey = `login:ip:${client.ip}`;
  const user = await findUserByEmail(deps.db, email);
  // Asked whether or not the account exists, so both paths cost the same.
  const trusted = await isTrustedDevice(deps.db, user?.id ?? 0, client.deviceToken);
  const accountWideKey =
    trusted && client.deviceToken
      ? `login:device:${hashToken(client.deviceToken)}`
      : `login:account:${email}`;
  await assertNotBlocked(deps.db, [pairKey, addressKey, accountWideKey]);

  decoyHash ??= hashPassword('decoy-password', deps.config.passwordHashCost);
  const valid = await verifyPassword(input.Password, user?.passwordHash ?? (await decoyHash));
  if (!user || !valid) {
    await countAttempt(deps.db, pairKey, throttleRules.loginPerAccountAddress);
    await countAttempt(deps.db, addressKey, throttleRules.loginPerAddress);
    if (trusted) await countAttempt(deps.db, accountWideKey, throttleRules.loginPerDevice);
    else {
      const failures = await countAttempt(deps.db, accountWideKey, throttleRules.loginPerAccount);
      if (user && failures === throttleRules.loginPerAccount.limit) {
        await warnOfGuessing(deps, user.email, failures);
      }
    }
  }
  // A locked account answers the same whether the password was right or wrong: the lock message
  // must not tell a guesser that they found the password.
  if (user?.isLocked) throw ruleError('accountLocked');
  if (!user || !valid) throw ruleError('loginFailed');
  await clearAttempts(deps.db, pairKey);
  await clearAttempts(deps.db, accountWideKey);
  const token = await createSession(deps.db, {
    userId: user.id,
    rememberMe: input.RememberMe ?? true,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  return { token, deviceToken: await trustDevice(deps.db, user.id, client.deviceToken) };
}

/** The owner's mail when their account reaches the account-wide limit. */
async function warnOfGuessing(deps: AppDeps, email: string, failures: number): Promise<void> {
  await deps.mailer.send({
    to: email,
    subject: 'Cảnh báo: nhiều lần đăng nhập sai vào tài khoản của bạn',
    text: [
      'Xin chào,',
      '',
      `Tài khoản ${email} vừa bị nhập sai mật khẩu ${failures} lần trong 24 giờ qua, từ những trình duyệt chưa từng đăng nhập vào tài khoản này.`,
      'Để bảo vệ tài khoản, từ những trình duyệt đó mỗi lần thử tiếp theo phải chờ lâu hơn lần trước (từ 1 phút, tối đa 1 giờ).',
      '',
      'Trình duyệt bạn đã từng đăng nhập vẫn đăng nhập được như thường.',
      `Nếu những lần thử này không phải của bạn, hãy đổi mật khẩu ngay: mở ${deps.config.publicUrl}, chọn "Quên mật khẩu" và làm theo hướng dẫn trong email.`,
    ].join('\n'),
  });
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
    // The link and its mail in one transaction: a reset is never left without its mail.
    await deps.db.transaction(async (tx) => {
      const token = await createPasswordReset(tx, user.id);
      const link = `${deps.config.publicUrl}/#/reset-password/${token}`;
      await deps.mailer.send(
        {
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
        },
        tx,
      );
    });
  }
  return { Message: messages.forgotPasswordSent };
}

/** Lets the reset screen say at once that a link is spent or expired; the email is shown masked. */
export async function checkPasswordReset(deps: AppDeps, token: string): Promise<{ Email: string }> {
  const reset = await findUsableReset(deps.db, token);
  if (!reset) throw ruleError('resetLinkInvalid');
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
    if (!reset) throw ruleError('resetLinkInvalid');
    await updateUser(tx, reset.userId, { passwordHash });
    await markResetsUsed(tx, reset.userId);
    await revokeUserSessions(tx, reset.userId);
    // A browser that signed in with the old password (perhaps a thief's) is trusted no more, and
    // the owner, who proved they hold the mailbox, may sign in at once from any browser.
    await forgetDevices(tx, reset.userId);
    await clearAttempts(tx, `login:account:${reset.email}`);
  });
  forgetSessions(deps.db);
  return { Message: messages.resetPasswordDone };
}

function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  const shown = name.slice(0, Math.min(2, name.length));
  return `${shown}${'*'.repeat(Math.max(1, name.length - shown.length))}@${domain}`;
}

import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { CurrentUser } from '../../types.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** DESIGN §3: "remember me" keeps a session 30 days, otherwise 1 day. */
export const SESSION_DAYS = { remembered: 30, default: 1 } as const;

export async function createSession(
  tx: Executor,
  input: { userId: number; rememberMe: boolean; ip: string; userAgent: string },
): Promise<string> {
  const days = input.rememberMe ? SESSION_DAYS.remembered : SESSION_DAYS.default;
  return insertSession(tx, {
    userId: input.userId,
    expiresAt: new Date(Date.now() + days * DAY_MS),
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 300),
  });
}

/** How long a staff member's "view as customer" link stays open. */
export const VIEW_AS_CUSTOMER_MS = 60 * 60 * 1000;

/** A read-only session on a customer's account, opened by a staff member for support. */
export async function createViewSession(
  tx: Executor,
  customerId: number,
  staffId: number,
): Promise<string> {
  return insertSession(tx, {
    userId: customerId,
    expiresAt: new Date(Date.now() + VIEW_AS_CUSTOMER_MS),
    readOnly: true,
    openedBy: staffId,
  });
}

async function insertSession(
  tx: Executor,
  values: Omit<typeof sessions.$inferInsert, 'tokenHash'>,
): Promise<string> {
  const token = newToken();
  await tx.insert(sessions).values({ ...values, tokenHash: hashToken(token) });
  return token;
}

/** A signed-in user with when the session ends. */
export type ActiveSession = CurrentUser & { expiresAt: Date };

/** A session that is neither expired nor revoked, of an account that is not locked. */
export async function findActiveSession(
  tx: Executor,
  token: string,
): Promise<ActiveSession | null> {
  const [row] = await tx
    .select({
      id: users.id,
      code: users.code,
      role: users.role,
      warehouseId: users.warehouseId,
      sessionId: sessions.id,
      readOnly: sessions.readOnly,
      viewedBy: sessions.openedBy,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.isLocked, false),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(tx: Executor, sessionId: number): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Every open session of a user, except `keepSessionId` when given (a password change keeps the caller's). */
export async function revokeUserSessions(
  tx: Executor,
  userId: number,
  keepSessionId?: number,
): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}

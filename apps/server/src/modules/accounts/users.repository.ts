import { eq, sql } from 'drizzle-orm';
import type { Role } from '@app/shared';
import { preparedStatement } from '../../lib/prepared.js';
import type { Executor } from '../../db/client.js';
import { users, warehouses } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/errors.js';

export type UserRow = typeof users.$inferSelect;

/** Inserts the account; the database gives it its code (KH000123, NV000007) from the id. */
export async function insertUser(
  tx: Executor,
  input: {
    email: string;
    phone: string;
    passwordHash: string;
    warehouseId: number | null;
    role: Role;
    fullName?: string;
  },
): Promise<{ id: number; code: string }> {
  const [inserted] = await tx
    .insert(users)
    .values({ ...input, fullName: input.fullName ?? '' })
    .returning({ id: users.id, code: users.code });
  if (!inserted) throw new Error('insert into users returned no row');
  return inserted;
}

export async function findUserByEmail(tx: Executor, email: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserById(tx: Executor, id: number): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The profile with its warehouse name, for userinfo. */
const profileStatement = preparedStatement<{ id: number }>('profile')((db, shape) =>
  db
    .select({ user: users, warehouseName: sql<string>`coalesce(${warehouses.name}, '')` })
    .from(users)
    .leftJoin(warehouses, eq(warehouses.id, users.warehouseId))
    .where(eq(users.id, shape.id))
    .limit(1),
);

export async function findProfile(tx: Executor, id: number) {
  const [row] = await profileStatement(tx, { id });
  return row ?? null;
}

export async function updateUser(
  tx: Executor,
  id: number,
  values: Partial<
    Pick<UserRow, 'fullName' | 'phone' | 'address' | 'warehouseId' | 'avatar' | 'passwordHash'>
  >,
): Promise<void> {
  await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Postgres unique violation on users.email: the race between two registrations of one address. */
export const isEmailTaken = (error: unknown): boolean => isUniqueViolation(error, 'email');

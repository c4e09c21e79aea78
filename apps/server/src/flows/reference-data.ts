import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import { insertUser } from '../modules/accounts/users.repository.js';
import { seedSettings } from '../modules/settings/settings.repository.js';
import { seedWarehouses } from '../modules/warehouses/warehouses.repository.js';

/**
 * Reference data of a first start (DESIGN §2): warehouses, settings and one admin account.
 * Runs on every start and only adds what is missing, so staff edits are never overwritten.
 * Answers the admin password when it generated one, for the caller to print once.
 */
export async function seedReferenceData(db: Database, config: Config): Promise<string | null> {
  await seedWarehouses(db);
  await seedSettings(db);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, config.adminEmail));
  if (existing) return null;
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  await db.transaction(async (tx) => {
    await insertUser(tx, {
      email: config.adminEmail,
      phone: '',
      passwordHash: await hashPassword(password, config.passwordHashCost),
      warehouseId: null,
      role: 'admin',
      fullName: 'Quản trị viên',
    });
  });
  return config.adminPassword ? null : password;
}

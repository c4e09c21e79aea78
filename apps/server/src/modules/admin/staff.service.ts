import { messages, type CreateStaffInput, type StaffRow } from '@app/shared';
import { fieldError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AppDeps } from '../../types.js';
import { normaliseEmail } from '../accounts/accounts.service.js';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  isEmailTaken,
} from '../accounts/users.repository.js';
import { writeAudit } from '../audit/audit.repository.js';
import { toStaffRow } from './staff.repository.js';

/** An admin opens a staff (or admin) account; audited in the same transaction. */
export async function createStaff(
  deps: AppDeps,
  actorId: number,
  input: CreateStaffInput,
): Promise<StaffRow> {
  const email = normaliseEmail(input.Email);
  if (await findUserByEmail(deps.db, email)) throw fieldError('Email', messages.emailTaken);
  const passwordHash = await hashPassword(input.Password, deps.config.passwordHashCost);
  try {
    const created = await deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email,
        phone: input.Phone,
        passwordHash,
        warehouseId: null,
        role: input.Role,
        fullName: input.FullName,
      });
      await writeAudit(tx, {
        actorId,
        action: 'staff.create',
        entity: 'staff',
        entityId: user.code,
        after: { Email: email, Role: input.Role, FullName: input.FullName },
      });
      return user;
    });
    const row = await findUserById(deps.db, created.id);
    if (!row) throw new Error('created staff member not found');
    return toStaffRow(row);
  } catch (error) {
    // Two admins adding the same address at once: the unique index decides.
    if (isEmailTaken(error)) throw fieldError('Email', messages.emailTaken);
    throw error;
  }
}

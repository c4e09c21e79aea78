import { MessageType, type RegisterInput } from '@app/shared';
import { fieldError } from '../lib/errors.js';
import { hashPassword } from '../lib/passwords.js';
import type { AppDeps } from '../types.js';
import { normaliseEmail } from '../modules/accounts/accounts.service.js';
import { findUserByEmail, insertUser, isEmailTaken } from '../modules/accounts/users.repository.js';
import { addMessage } from '../modules/messages/messages.repository.js';
import { openWallet } from '../modules/wallet/wallet.repository.js';
import { warehouseExists } from '../modules/warehouses/warehouses.repository.js';

/**
 * A new customer (spec §5 register): the account, its wallet and the welcome message, in one
 * transaction. A flow of its own because it spans accounts, wallet and messages, and the wallet
 * (which names its customer) sits above accounts.
 */
export async function registerCustomer(
  deps: AppDeps,
  input: RegisterInput,
): Promise<{ Id: number; Code: string }> {
  const email = normaliseEmail(input.Email);
  if (!(await warehouseExists(deps.db, input.WarehouseId))) {
    throw fieldError('WarehouseId', 'warehouseUnknown');
  }
  if (await findUserByEmail(deps.db, email)) throw fieldError('Email', 'emailTaken');
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
    if (isEmailTaken(error)) throw fieldError('Email', 'emailTaken');
    throw error;
  }
}

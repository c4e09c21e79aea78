import { and, desc, eq, notInArray } from 'drizzle-orm';
import { SAVED_ADDRESSES_MAX, type SavedAddressRow } from '@app/shared';
import type { Executor } from '../../db/client.js';
import { customerAddresses } from '../../db/schema.js';
import { NotFoundError } from '../../lib/errors.js';
import type { CustomerScope } from '../../lib/owner-scope.js';

type AddressRecord = typeof customerAddresses.$inferSelect;

const toRow = (row: AddressRecord): SavedAddressRow => ({
  Id: row.id,
  ReceiverName: row.receiverName,
  ReceiverPhone: row.receiverPhone,
  ProvinceCode: row.provinceCode,
  WardCode: row.wardCode,
  Street: row.street,
  Address: row.address,
  IsDefault: row.isDefault,
  LastUsedDate: row.lastUsedAt.toISOString(),
});

const mine = (scope: CustomerScope, id: number) =>
  and(eq(customerAddresses.customerId, scope.customerId), eq(customerAddresses.id, id));

/** The default first, then the most recently used: how the form offers them, and which are kept. */
const savedOrder = [
  desc(customerAddresses.isDefault),
  desc(customerAddresses.lastUsedAt),
  desc(customerAddresses.id),
];

/** customer/addresses, in savedOrder. */
export async function listSavedAddresses(tx: Executor, scope: CustomerScope) {
  const rows = await tx
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, scope.customerId))
    .orderBy(...savedOrder)
    .limit(SAVED_ADDRESSES_MAX);
  return { Items: rows.map(toRow), Total: rows.length };
}

export interface AddressToRemember {
  receiverName: string;
  receiverPhone: string;
  provinceCode: string;
  wardCode: string;
  street: string;
  address: string;
}

/**
 * Remembers the address a slip went to: a new row, or the same receiver at the same address used
 * once more. Past the cap the address unused the longest goes (never the default), so the list
 * stays short without ever refusing a delivery.
 */
export async function rememberAddress(
  tx: Executor,
  scope: CustomerScope,
  address: AddressToRemember,
) {
  const now = new Date();
  await tx
    .insert(customerAddresses)
    .values({ customerId: scope.customerId, ...address, lastUsedAt: now })
    .onConflictDoUpdate({
      target: [
        customerAddresses.customerId,
        customerAddresses.address,
        customerAddresses.receiverName,
        customerAddresses.receiverPhone,
      ],
      set: { lastUsedAt: now },
    });
  const kept = tx
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, scope.customerId))
    .orderBy(...savedOrder)
    .limit(SAVED_ADDRESSES_MAX);
  await tx
    .delete(customerAddresses)
    .where(
      and(
        eq(customerAddresses.customerId, scope.customerId),
        notInArray(customerAddresses.id, kept),
      ),
    );
}

/** Forgets one of the customer's addresses; another customer's id is not found (404). */
export async function deleteSavedAddress(tx: Executor, scope: CustomerScope, id: number) {
  const [row] = await tx
    .delete(customerAddresses)
    .where(mine(scope, id))
    .returning({ id: customerAddresses.id });
  if (!row) throw new NotFoundError();
  return { Message: 'Đã xóa địa chỉ' };
}

/** Makes one address the one offered first; the previous default becomes an ordinary one. */
export async function makeDefaultAddress(tx: Executor, scope: CustomerScope, id: number) {
  const [row] = await tx
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(mine(scope, id))
    .for('update');
  if (!row) throw new NotFoundError();
  await tx
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(customerAddresses.customerId, scope.customerId),
        eq(customerAddresses.isDefault, true),
      ),
    );
  await tx.update(customerAddresses).set({ isDefault: true }).where(mine(scope, id));
  return listSavedAddresses(tx, scope);
}

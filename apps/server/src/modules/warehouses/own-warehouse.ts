import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { warehouses } from '../../db/schema.js';
import { ruleError } from '../../lib/errors.js';
import type { CurrentUser } from '../../types.js';

/**
 * A warehouse worker tied to a Vietnamese warehouse receives goods into that warehouse only
 * (DESIGN §12); every other staff role, and the Chinese warehouse's workers, may choose any.
 */
export async function refuseOtherWarehouse(
  tx: Executor,
  user: Pick<CurrentUser, 'role' | 'warehouseId'>,
  warehouseId: number,
): Promise<void> {
  if (user.role !== 'warehouse' || user.warehouseId === null) return;
  if (user.warehouseId === warehouseId) return;
  const [own] = await tx
    .select({ name: warehouses.name })
    .from(warehouses)
    .where(eq(warehouses.id, user.warehouseId));
  throw ruleError('otherWarehouse', { warehouse: own?.name ?? 'kho khác' });
}

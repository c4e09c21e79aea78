import { asc, eq } from 'drizzle-orm';
import type { Warehouse } from '@app/shared';
import type { Executor } from '../../db/client.js';
import { warehouses } from '../../db/schema.js';
import { defaultWarehouses } from './warehouses.defaults.js';

export async function listWarehouses(tx: Executor): Promise<Warehouse[]> {
  return tx
    .select({ Id: warehouses.id, Name: warehouses.name, Description: warehouses.description })
    .from(warehouses)
    .orderBy(asc(warehouses.sortOrder), asc(warehouses.id));
}

export async function warehouseExists(tx: Executor, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.id, id));
  return Boolean(row);
}

export async function seedWarehouses(tx: Executor): Promise<void> {
  await tx.insert(warehouses).values(defaultWarehouses).onConflictDoNothing();
}

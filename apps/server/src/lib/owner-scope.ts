import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Whose records a query may touch. Every repository function that reads or changes a customer's
 * records takes one, required: a customer's call passes its own scope, so forgetting it does not
 * compile, and another customer's id simply finds nothing (404). Staff scope is for the console,
 * acting across customers; functions only staff may call take `StaffScope` itself.
 */
export interface CustomerScope {
  readonly kind: 'customer';
  readonly customerId: number;
}
export interface StaffScope {
  readonly kind: 'staff';
  readonly staffId: number;
}
/** The system itself (a bank notification, a statement line): acts across customers, as nobody. */
export interface SystemScope {
  readonly kind: 'system';
}
export type OwnerScope = CustomerScope | StaffScope | SystemScope;

export const customerScope = (customerId: number): CustomerScope => ({
  kind: 'customer',
  customerId,
});
export const staffScope = (staffId: number): StaffScope => ({ kind: 'staff', staffId });
export const systemScope: SystemScope = { kind: 'system' };

/** The condition a scope puts on a table's customer column (none for staff). */
export function ownedBy(column: PgColumn, scope: OwnerScope): SQL | undefined {
  return scope.kind === 'customer' ? eq(column, scope.customerId) : undefined;
}

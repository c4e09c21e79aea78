import { and, asc, eq } from 'drizzle-orm';
import { transportMachine, type Mover, type TransportStatus } from '@app/shared';
import type { Transaction } from '../../db/client.js';
import { transports } from '../../db/schema.js';
import type { OwnerScope } from '../../lib/owner-scope.js';
import { transition } from '../state-machine/transition.js';
import { parcelsOfOwner, type ParcelOwner, type TransportRecord } from './transports.repository.js';

/**
 * Moves every parcel of an order or a consignment that is in `from` to `to`, each through the
 * transition function (history and audit), without a message of its own: the order's, the
 * consignment's or the slip's message already tells the customer.
 */
export async function moveParcelsOf(
  tx: Transaction,
  owner: ParcelOwner,
  move: {
    from: TransportStatus;
    to: TransportStatus;
    scope: OwnerScope;
    mover: Mover;
    actorId: number | null;
  },
): Promise<void> {
  const parcels = await tx
    .select({ id: transports.id })
    .from(transports)
    .where(and(parcelsOfOwner(owner), eq(transports.status, move.from)))
    .orderBy(asc(transports.id));
  for (const parcel of parcels) {
    await transition<TransportRecord, TransportStatus>(tx, {
      machine: transportMachine,
      table: transports,
      id: parcel.id,
      scope: move.scope,
      to: move.to,
      mover: move.mover,
      actorId: move.actorId,
      message: () => null,
    });
  }
}

import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { PhotoShown } from '@app/shared';
import type { Executor } from '../../db/client.js';
import { photos } from '../../db/schema.js';
import type { OwnerScope } from '../../lib/owner-scope.js';
import { photoSigningKey, signedPhotoUrl } from './photo-signing.js';

export type PhotoRecord = typeof photos.$inferSelect;
export type NewPhoto = typeof photos.$inferInsert;

/** What a photo belongs to: one record of one of these columns. */
export type PhotoOwnerColumn = 'transportId' | 'orderId' | 'complaintId' | 'deliveryId';

export async function insertPhoto(tx: Executor, values: NewPhoto): Promise<PhotoRecord> {
  const [row] = await tx.insert(photos).values(values).returning();
  if (!row) throw new Error('insert into photos returned no row');
  return row;
}

/** One photo as the caller may see it, with its signed address. */
export const shownPhoto = (key: Buffer, row: PhotoRecord): PhotoShown => ({
  Id: row.id,
  Url: signedPhotoUrl(key, row.id),
  CreatedDate: row.createdAt.toISOString(),
  Internal: !row.visibleToCustomer,
});

/**
 * The photos of several records of one kind, oldest first, by record id. A customer sees only
 * their own photos that staff did not keep internal; staff see all.
 */
export async function photosByOwner(
  tx: Executor,
  scope: OwnerScope,
  column: PhotoOwnerColumn,
  ids: readonly number[],
): Promise<Map<number, PhotoShown[]>> {
  const found = new Map<number, PhotoShown[]>();
  if (ids.length === 0) return found;
  const rows = await tx
    .select()
    .from(photos)
    .where(
      and(
        inArray(photos[column], [...new Set(ids)]),
        scope.kind === 'customer'
          ? and(
              // No owner: taken while the parcel was unclaimed, now the claimer's parcel's.
              or(eq(photos.customerId, scope.customerId), isNull(photos.customerId)),
              eq(photos.visibleToCustomer, true),
            )
          : undefined,
      ),
    )
    .orderBy(asc(photos.id));
  if (rows.length === 0) return found;
  const key = await photoSigningKey(tx);
  for (const row of rows) {
    const owner = row[column];
    if (owner === null) continue;
    const list = found.get(owner) ?? [];
    list.push(shownPhoto(key, row));
    found.set(owner, list);
  }
  return found;
}

/** Answer rows of one kind given their photos (as photosByOwner), read for the whole page at once. */
export async function withPhotos<Row extends { Id: number }>(
  tx: Executor,
  scope: OwnerScope,
  column: PhotoOwnerColumn,
  rows: Row[],
  attach: (row: Row, photos: PhotoShown[]) => Row,
): Promise<Row[]> {
  const photos = await photosByOwner(
    tx,
    scope,
    column,
    rows.map((row) => row.Id),
  );
  return rows.map((row) => attach(row, photos.get(row.Id) ?? []));
}

/** The photos of one record, as photosByOwner. */
export async function photosOf(
  tx: Executor,
  scope: OwnerScope,
  column: PhotoOwnerColumn,
  id: number,
): Promise<PhotoShown[]> {
  return (await photosByOwner(tx, scope, column, [id])).get(id) ?? [];
}

/** A photo's row and where its bytes are, for the signed address that names it. */
export async function findPhoto(tx: Executor, id: number): Promise<PhotoRecord | null> {
  const [row] = await tx.select().from(photos).where(eq(photos.id, id));
  return row ?? null;
}

/**
 * The customer's complaint photos not yet on a complaint, locked for attaching: the ones of `ids`
 * that qualify (another customer's, or one already attached, is simply not among them).
 */
export async function lockLoosePhotos(
  tx: Executor,
  customerId: number,
  ids: readonly number[],
): Promise<PhotoRecord[]> {
  return tx
    .select()
    .from(photos)
    .where(
      and(
        inArray(photos.id, [...ids]),
        eq(photos.customerId, customerId),
        eq(photos.uploadedBy, customerId),
        isNull(photos.complaintId),
        isNull(photos.transportId),
        isNull(photos.orderId),
        isNull(photos.deliveryId),
      ),
    )
    .for('update');
}

export async function attachToComplaint(
  tx: Executor,
  ids: readonly number[],
  complaintId: number,
): Promise<void> {
  await tx
    .update(photos)
    .set({ complaintId })
    .where(inArray(photos.id, [...ids]));
}

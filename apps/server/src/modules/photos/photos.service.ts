import { eq } from 'drizzle-orm';
import type { PhotoUploaded } from '@app/shared';
import type { Database } from '../../db/client.js';
import { deliveries, orders, transports } from '../../db/schema.js';
import { NotFoundError } from '../../lib/errors.js';
import type { CustomerScope, StaffScope } from '../../lib/owner-scope.js';
import type { Config } from '../../config.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { PreparedPhoto } from './photo-image.js';
import { photoSigningKey } from './photo-signing.js';
import { newPhotoKey, photoStoreOf } from './photo-store.js';
import { insertPhoto, shownPhoto, type NewPhoto } from './photos.repository.js';

/** What staff photograph: a parcel, an order's counted goods, a delivery's hand-over. */
export type PhotoTarget = 'transport' | 'order' | 'delivery';

const TARGETS = {
  transport: { table: transports, column: 'transportId', action: 'transport.add-photo' },
  order: { table: orders, column: 'orderId', action: 'order.add-photo' },
  delivery: { table: deliveries, column: 'deliveryId', action: 'delivery.add-photo' },
} as const;

interface Deps {
  db: Database;
  config: Config;
}

/** Whether a parcel of that id exists (an unknown one answers 404, not an empty list). */
export async function parcelExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: transports.id })
    .from(transports)
    .where(eq(transports.id, id));
  return row !== undefined;
}

/** The bytes go to the store first: a row never names bytes that are not there. */
async function keep(deps: Deps, image: PreparedPhoto): Promise<string> {
  const storageKey = newPhotoKey(image.extension);
  await photoStoreOf(deps.config).put(storageKey, image.bytes, image.contentType);
  return storageKey;
}

const imageColumns = (image: PreparedPhoto, storageKey: string) =>
  ({
    storageKey,
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    bytes: image.bytes.length,
  }) satisfies Partial<NewPhoto>;

/**
 * A staff photo of a parcel, an order or a slip, belonging to its customer (none yet for an
 * unclaimed parcel); `internal` keeps it from the customer. Audited with the record's code.
 */
export async function addStaffPhoto(
  deps: Deps,
  scope: StaffScope,
  target: { kind: PhotoTarget; id: number },
  image: PreparedPhoto,
  internal: boolean,
): Promise<PhotoUploaded> {
  const { table, column, action } = TARGETS[target.kind];
  const [record] = await deps.db
    .select({ code: table.code, customerId: table.customerId })
    .from(table)
    .where(eq(table.id, target.id));
  if (!record) throw new NotFoundError();
  const storageKey = await keep(deps, image);
  const row = await deps.db.transaction(async (tx) => {
    const photo = await insertPhoto(tx, {
      ...imageColumns(image, storageKey),
      customerId: record.customerId,
      [column]: target.id,
      visibleToCustomer: !internal,
      uploadedBy: scope.staffId,
    });
    await writeAudit(tx, {
      actorId: scope.staffId,
      action,
      entity: target.kind,
      entityId: record.code,
      after: { Photo: photo.id, SeenBy: internal ? 'Chỉ nhân viên' : 'Khách hàng và nhân viên' },
    });
    return photo;
  });
  const { Id, Url, CreatedDate } = shownPhoto(await photoSigningKey(deps.db), row);
  return { Id, Url, CreatedDate };
}

/** A customer's complaint photo, kept loose until addComplain attaches it (PhotoIds). */
export async function addComplaintPhoto(
  deps: Deps,
  scope: CustomerScope,
  image: PreparedPhoto,
): Promise<PhotoUploaded> {
  const storageKey = await keep(deps, image);
  const row = await insertPhoto(deps.db, {
    ...imageColumns(image, storageKey),
    customerId: scope.customerId,
    uploadedBy: scope.customerId,
  });
  const { Id, Url, CreatedDate } = shownPhoto(await photoSigningKey(deps.db), row);
  return { Id, Url, CreatedDate };
}

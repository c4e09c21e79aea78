import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryStatus, messages, OrderState, type PhotoUploaded } from '@app/shared';
import { testAppForFile } from '../../test/file-app.js';
import { fundedCustomer, orderIn, type JourneyCustomer } from '../../test/journeys.js';
import { multipartBody } from '../../test/multipart.js';
import { photoSigningKey, signedPhotoUrl } from './photo-signing.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'photos-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const t = testAppForFile({ env: { DATA_DIR: dataDir } });

/** A camera's photo: 4000×3000, turned on its side by EXIF, with the phone's GPS position. */
const cameraJpeg = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#3a7' } })
    .jpeg({ quality: 70 })
    .withExif({
      IFD0: { Copyright: 'Điện thoại của khách' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 1/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
const image = (format: 'png' | 'webp') => {
  const made = sharp({ create: { width: 800, height: 500, channels: 4, background: '#246' } });
  return (format === 'png' ? made.png() : made.webp()).toBuffer();
};

let owner: JourneyCustomer;
let stranger: JourneyCustomer;
let parcelId: number;

beforeAll(async () => {
  const desk = t.journeys();
  [owner, stranger] = await Promise.all([fundedCustomer(desk), fundedCustomer(desk)]);
  await orderIn(desk, owner, OrderState.InChinaWarehouse);
  const parcels = await t.as(owner.token)({ method: 'GET', url: '/api/order/transports' });
  parcelId = parcels.json<{ Items: { Id: number }[] }>().Items[0]!.Id;
});

const upload = (
  url: string,
  file: Parameters<typeof multipartBody>[0],
  token = t.admin,
  fields?: Record<string, string>,
) => t.as(token)({ method: 'POST', url, ...multipartBody(file, fields) });

const parcelPhotos = async (token: string, id = parcelId) => {
  const answer = await t.as(token)({ method: 'GET', url: `/api/order/transportdetails/${id}` });
  return answer;
};

describe('parcel photos', () => {
  let uploaded: PhotoUploaded;

  it('keeps a camera JPEG upright, at most 1600 px, without its GPS position', async () => {
    const bytes = await cameraJpeg();
    // The input carries the GPS block (tag 0x8825), so its absence below means something.
    expect((await sharp(bytes).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const answer = await upload(`/api/admin/transports/${parcelId}/photos`, { bytes });
    expect(answer.statusCode, answer.body).toBe(200);
    uploaded = answer.json<PhotoUploaded>();
    expect(uploaded.Url).toMatch(new RegExp(`^/api/photos/${uploaded.Id}\\?exp=\\d+&sig=`));

    const file = await t.app.inject({ method: 'GET', url: uploaded.Url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const stored = await sharp(file.rawPayload).metadata();
    expect(stored.format).toBe('webp');
    // Turned by its EXIF orientation (6: a quarter turn), then scaled to 1600 on the long side.
    expect([stored.width, stored.height]).toEqual([1200, 1600]);
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
  });

  it('accepts PNG and WebP, smaller ones kept at their size', async () => {
    for (const format of ['png', 'webp'] as const) {
      const answer = await upload(`/api/admin/transports/${parcelId}/photos`, {
        bytes: await image(format),
        name: `anh.${format}`,
        type: 'application/octet-stream',
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const file = await t.app.inject({ method: 'GET', url: answer.json<PhotoUploaded>().Url });
      const stored = await sharp(file.rawPayload).metadata();
      expect([stored.format, stored.width, stored.height]).toEqual(['webp', 800, 500]);
    }
  });

  it('refuses a text file named .jpg, whatever type the client claims', async () => {
    const answer = await upload(`/api/admin/transports/${parcelId}/photos`, {
      bytes: Buffer.from('không phải ảnh\n'.repeat(50)),
      name: 'anh.jpg',
      type: 'image/jpeg',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ file: [messages.photoTypeInvalid] });
  });

  it('refuses a file over 10 MB with the sentence', async () => {
    const bytes = Buffer.concat([await image('png'), Buffer.alloc(11 * 1024 * 1024, 7)]);
    const answer = await upload(`/api/admin/transports/${parcelId}/photos`, { bytes });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ file: ['Ảnh quá lớn: tối đa 10 MB.'] });
  });

  it('refuses a form without the file field, and a parcel that does not exist', async () => {
    const wrongField = await upload(`/api/admin/transports/${parcelId}/photos`, {
      bytes: await image('png'),
      field: 'photo',
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ file: [messages.photoMissing] });
    const json = await t.asAdmin({
      method: 'POST',
      url: `/api/admin/transports/${parcelId}/photos`,
      payload: { file: 'x' },
    });
    expect(json.json()).toEqual({ file: [messages.photoMissing] });
    const missing = await upload('/api/admin/transports/99999999/photos', {
      bytes: await image('png'),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('shows the owner the photos, and another customer nothing at all', async () => {
    const mine = await parcelPhotos(owner.token);
    expect(mine.statusCode).toBe(200);
    const photos = mine.json<{ Photos: { Id: number; Url: string }[] }>().Photos;
    expect(photos.map((photo) => photo.Id)).toContain(uploaded.Id);
    const file = await t.app.inject({ method: 'GET', url: photos[0]!.Url });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');

    expect((await parcelPhotos(stranger.token)).statusCode).toBe(404);
  });

  it('answers 404 to a tampered, expired or missing signature', async () => {
    const url = new URL(uploaded.Url, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const exp = url.searchParams.get('exp')!;
    const tampered = [
      `/api/photos/${uploaded.Id}?exp=${exp}&sig=${sig.slice(0, -2)}AA`,
      `/api/photos/${uploaded.Id}?exp=${Number(exp) + 3600}&sig=${sig}`,
      `/api/photos/${uploaded.Id + 1}?exp=${exp}&sig=${sig}`,
      `/api/photos/${uploaded.Id}`,
      `/api/photos/abc?exp=${exp}&sig=${sig}`,
    ];
    const key = await photoSigningKey(t.db);
    const expired = signedPhotoUrl(key, uploaded.Id, Date.now() - 13 * 3600 * 1000);
    for (const address of [...tampered, expired]) {
      const answer = await t.app.inject({ method: 'GET', url: address });
      expect(answer.statusCode, address).toBe(404);
      expect(answer.json()).toEqual({ Message: messages.notFound });
    }
  });

  it('keeps an internal photo from the customer; staff see it marked', async () => {
    const answer = await upload(`/api/admin/transports/${parcelId}/photos?internal=true`, {
      bytes: await image('png'),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const internal = answer.json<PhotoUploaded>().Id;
    const asField = await upload(
      `/api/admin/transports/${parcelId}/photos`,
      { bytes: await image('png') },
      t.admin,
      { internal: 'true' },
    );
    const internalField = asField.json<PhotoUploaded>().Id;

    const customer = (await parcelPhotos(owner.token)).json<{ Photos: { Id: number }[] }>();
    const seen = customer.Photos.map((photo) => photo.Id);
    expect(seen).toContain(uploaded.Id);
    expect(seen).not.toContain(internal);
    expect(seen).not.toContain(internalField);

    const staff = await t.asAdmin({
      method: 'GET',
      url: `/api/admin/transports/${parcelId}/photos`,
    });
    const rows = staff.json<{ Items: { Id: number; Internal: boolean }[] }>().Items;
    expect(rows.find((row) => row.Id === internal)?.Internal).toBe(true);
    expect(rows.find((row) => row.Id === uploaded.Id)?.Internal).toBe(false);
  });

  it('is refused to a customer and to a stranger without a session', async () => {
    const bytes = await image('png');
    expect(
      (await upload(`/api/admin/transports/${parcelId}/photos`, { bytes }, owner.token)).statusCode,
    ).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/transports/${parcelId}/photos`,
      ...multipartBody({ bytes }),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('counted goods photos on the order', () => {
  it('shows the order photos to its owner and staff, not to another customer', async () => {
    const desk = t.journeys();
    const order = await orderIn(desk, owner, OrderState.InVietnamWarehouse);
    const answer = await upload(`/api/admin/orders/${order.id}/photos`, {
      bytes: await image('webp'),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { Id } = answer.json<PhotoUploaded>();
    const detail = await t.as(owner.token)({
      method: 'GET',
      url: `/api/order/getorderdetails/${order.id}`,
    });
    expect(detail.json<{ Photos: { Id: number }[] }>().Photos.map((photo) => photo.Id)).toEqual([
      Id,
    ]);
    const staff = await t.asAdmin({ method: 'GET', url: `/api/admin/orders/${order.id}` });
    expect(staff.json<{ Photos: { Id: number }[] }>().Photos.map((photo) => photo.Id)).toEqual([
      Id,
    ]);
    const other = await t.as(stranger.token)({
      method: 'GET',
      url: `/api/order/getorderdetails/${order.id}`,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('complaint photos from the phone', () => {
  const complain = (token: string, orderId: number, PhotoIds: number[]) =>
    t.as(token)({
      method: 'POST',
      url: '/api/order/addComplain',
      payload: { OrderId: orderId, Type: 1, Content: 'Hàng vỡ khi nhận', PhotoIds },
    });

  it('attaches the caller’s own uploads and shows them in ImageUrls, to the customer and staff', async () => {
    const desk = t.journeys();
    const order = await orderIn(desk, owner, OrderState.InVietnamWarehouse);
    const ids: number[] = [];
    for (let index = 0; index < 2; index++) {
      const answer = await upload(
        '/api/order/complainphotos',
        { bytes: await cameraJpeg() },
        owner.token,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      ids.push(answer.json<PhotoUploaded>().Id);
    }
    const theirs = await upload(
      '/api/order/complainphotos',
      { bytes: await image('png') },
      stranger.token,
    );
    const strangerPhoto = theirs.json<PhotoUploaded>().Id;

    const refused = await complain(owner.token, order.id, [ids[0]!, strangerPhoto]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ PhotoIds: [messages.photoUnknown] });

    const filed = await complain(owner.token, order.id, ids);
    expect(filed.statusCode, filed.body).toBe(200);
    const row = filed.json<{ Id: number; ImageUrls: string[] }>();
    expect(row.ImageUrls).toHaveLength(2);
    expect(row.ImageUrls[0]).toMatch(new RegExp(`^/api/photos/${ids[0]}\\?`));

    const listed = await t.as(owner.token)({ method: 'GET', url: '/api/order/getcomplains' });
    const mine = listed.json<{ Items: { Id: number; ImageUrls: string[] }[] }>().Items;
    const url = mine.find((item) => item.Id === row.Id)!.ImageUrls[1]!;
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);

    const queue = await t.asAdmin({ method: 'GET', url: '/api/admin/complaints?take=100' });
    const staffRow = queue
      .json<{ Items: { Id: number; ImageUrls: string[] }[] }>()
      .Items.find((item) => item.Id === row.Id);
    expect(staffRow?.ImageUrls).toHaveLength(2);

    // An attached photo cannot be attached again.
    const again = await complain(owner.token, order.id, [ids[0]!]);
    expect(again.json()).toEqual({ PhotoIds: [messages.photoUnknown] });
  });

  it('takes at most 6 photos per complaint', async () => {
    const answer = await complain(owner.token, 1, [1, 2, 3, 4, 5, 6, 7]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ PhotoIds: [messages.complaintPhotosTooMany] });
  });
});

describe('proof of delivery', () => {
  it('keeps the hand-over photo with the slip and shows it to the customer', async () => {
    const desk = t.journeys();
    await orderIn(desk, owner, OrderState.Delivering);
    const slips = await t.as(owner.token)({
      method: 'GET',
      url: `/api/order/getlistrequestdelivery?status=${DeliveryStatus.Delivering}`,
    });
    const slip = slips.json<{ Items: { Id: number }[] }>().Items[0]!;
    const answer = await upload(`/api/admin/deliveries/${slip.Id}/photos`, {
      bytes: await cameraJpeg(),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const photo = answer.json<PhotoUploaded>().Id;

    // A photo of another record is not this slip's proof.
    const wrong = await t.asAdmin({
      method: 'PUT',
      url: `/api/admin/deliveries/${slip.Id}/deliver`,
      payload: { ReceiverName: 'Chị Lan', Photo: 1 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ Photo: [messages.deliveryPhotoUnknown] });

    const delivered = await t.asAdmin({
      method: 'PUT',
      url: `/api/admin/deliveries/${slip.Id}/deliver`,
      payload: { ReceiverName: 'Chị Lan', Photo: photo },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json<{ DeliveryPhotos: { Id: number }[] }>().DeliveryPhotos[0]?.Id).toBe(
      photo,
    );

    const list = await t.as(owner.token)({
      method: 'GET',
      url: '/api/order/getlistrequestdelivery',
    });
    const row = list
      .json<{ Items: { Id: number; DeliveredTo: string; DeliveryPhotos: { Url: string }[] }[] }>()
      .Items.find((item) => item.Id === slip.Id)!;
    expect(row.DeliveredTo).toBe('Chị Lan');
    expect(row.DeliveryPhotos).toHaveLength(1);
    const file = await t.app.inject({ method: 'GET', url: row.DeliveryPhotos[0]!.Url });
    expect(file.statusCode).toBe(200);
  });
});

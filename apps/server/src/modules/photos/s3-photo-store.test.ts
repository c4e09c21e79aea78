import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState, type PhotoUploaded } from '@app/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { adminToken } from '../../test/money.js';
import { deskOf, fundedCustomer, orderIn } from '../../test/journeys.js';
import { multipartBody } from '../../test/multipart.js';

/**
 * A stand-in of an S3-compatible bucket: keeps PUT bodies by path, answers GETs, 404 otherwise,
 * and remembers each request's Authorization header to check the requests are signed.
 */
function bucketStandIn() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const authorizations: string[] = [];
  const server = createServer((request, response) => {
    authorizations.push(String(request.headers.authorization ?? ''));
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const key = request.url ?? '';
      if (request.method === 'PUT') {
        objects.set(key, {
          body: Buffer.concat(chunks),
          type: String(request.headers['content-type']),
        });
        response.writeHead(200).end();
        return;
      }
      const found = objects.get(key);
      if (request.method === 'GET' && found) {
        response.writeHead(200, { 'content-type': found.type }).end(found.body);
        return;
      }
      response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
    });
  });
  return { server, objects, authorizations };
}

const bucket = bucketStandIn();
let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => bucket.server.listen(0, '127.0.0.1', resolve));
  const { port } = bucket.server.address() as AddressInfo;
  t = await createTestApp({
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'anh-kho',
      S3_ACCESS_KEY_ID: 'TESTKEYID',
      S3_SECRET_ACCESS_KEY: 'test-secret-key',
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => bucket.server.close(resolve));
});

describe('photos in an S3-compatible bucket', () => {
  it('puts the prepared photo in the bucket, signed, and serves it from there', async () => {
    const admin = await adminToken(t.app);
    const desk = deskOf(t.app, admin);
    const customer = await fundedCustomer(desk);
    await orderIn(desk, customer, OrderState.InChinaWarehouse);
    const parcels = await t.app.inject({
      method: 'GET',
      url: '/api/order/transports',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    const parcelId = parcels.json<{ Items: { Id: number }[] }>().Items[0]!.Id;
    const bytes = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: '#888' },
    })
      .png()
      .toBuffer();
    const { payload, headers } = multipartBody({ bytes, name: 'kien.png', type: 'image/png' });
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/transports/${parcelId}/photos`,
      payload,
      headers: { ...headers, authorization: `Bearer ${admin}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);

    expect(bucket.objects.size).toBe(1);
    const [key, object] = [...bucket.objects][0]!;
    expect(key).toMatch(/^\/anh-kho\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
    expect(object.type).toBe('image/webp');
    expect(bucket.authorizations[0]).toMatch(
      /^AWS4-HMAC-SHA256 Credential=TESTKEYID\/\d{8}\/us-east-1\/s3\/aws4_request/,
    );

    const file = await t.app.inject({ method: 'GET', url: answer.json<PhotoUploaded>().Url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(object.body)).toBe(true);
    expect((await sharp(file.rawPayload).metadata()).width).toBe(1600);

    // Bytes gone from the bucket: the address answers 404, not an error page.
    bucket.objects.clear();
    const gone = await t.app.inject({ method: 'GET', url: answer.json<PhotoUploaded>().Url });
    expect(gone.statusCode).toBe(404);
  });
});

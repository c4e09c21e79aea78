import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminTransportRow } from '@app/shared';
import { createCustomer, setProfile, type TestCustomer } from '../../test/factories.js';
import { testAppForFile } from '../../test/file-app.js';

/**
 * admin transports/{id}/label (DESIGN §11): a consignment's parcel weighed in China prints its
 * customer, destination, weight, consignment code and services, as PDF and as ZPL.
 */

const t = testAppForFile();
let customer: TestCustomer;
let consignmentCode: string;
let parcel: AdminTransportRow;
const run = String(Date.now() % 1_000_000).padStart(6, '0');
const tracking = `YT${run}LB`;

beforeAll(async () => {
  customer = await createCustomer(t.app);
  await setProfile(t.app, customer, 'Nguyễn Thị Hằng', '0912 345 678');
  const created = await t.as(customer)({
    method: 'POST',
    url: '/api/ordership/createordership',
    payload: {
      WarehouseId: 1,
      TransportCodes: [tracking],
      IsWoodenCrate: true,
      IsInsurance: true,
      Items: [{ ProductName: 'Đèn bàn', Quantity: 2, PriceCNY: 80 }],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  consignmentCode = created.json<{ Code: string }>().Code;
  const received = await t.asAdmin({
    method: 'POST',
    url: '/api/admin/transports/receive-china',
    payload: { TransportCode: tracking, Weight: 1.35, Length: 30, Width: 20, Height: 10 },
  });
  expect(received.statusCode, received.body).toBe(200);
  parcel = received.json<AdminTransportRow>();
});

describe('a parcel’s label', () => {
  it('is a one-page 100×150 mm PDF with the fonts for Vietnamese embedded', async () => {
    const response = await t.asAdmin({ url: `/api/admin/transports/${parcel.Id}/label` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`tem-${parcel.Code}.pdf`);
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    // 100 × 150 mm in points.
    expect(pdf).toMatch(/\/MediaBox \[0 0 283\.46\d* 425\.19\d*\]/);
    expect(pdf).toContain('DejaVuSans-Bold');
    // Two pictures, the Code 128 and the QR (each PNG with its transparency mask).
    expect(pdf.match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('is ZPL in UTF-8 with the printer drawing the Code 128 and the QR of the parcel code', async () => {
    const response = await t.asAdmin({
      url: `/api/admin/transports/${parcel.Id}/label?format=zpl`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain(`tem-${parcel.Code}.zpl`);
    const zpl = response.body;
    expect(zpl.startsWith('^XA\n^CI28\n')).toBe(true);
    expect(zpl.trimEnd().endsWith('^XZ')).toBe(true);
    expect(zpl).toContain(`^BCN,180,Y,N,N^FD>:${parcel.Code}^FS`);
    expect(zpl).toContain(`^BQN,2,8^FDQA,${parcel.Code}^FS`);
    expect(zpl).toContain(`^FD${customer.code}^FS`);
    expect(zpl).toContain('^FDNguyễn Thị Hằng^FS');
    expect(zpl).toContain(`^FDĐơn: ${consignmentCode}^FS`);
    expect(zpl).toContain('^FDCân nặng: 1,35 kg^FS');
    expect(zpl).toContain('^FDDịch vụ: Đóng gỗ · Bảo hiểm^FS');
    expect(zpl).toContain(`^FDMã vận đơn: ${tracking}^FS`);
  });

  it('holds a code the scanners take: shipping the parcel by its label’s code', async () => {
    const shipped = await t.asAdmin({
      method: 'POST',
      url: '/api/admin/transports/ship',
      payload: { TransportCodes: [parcel.Code] },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json<AdminTransportRow[]>()).toMatchObject([
      { Id: parcel.Id, TransportCode: tracking },
    ]);
  });

  it('of a parcel nobody claimed says so', async () => {
    const nobodys = `YT${run}NB`;
    const received = await t.asAdmin({
      method: 'POST',
      url: '/api/admin/transports/receive-china',
      payload: { TransportCode: nobodys, Weight: 0.5, Length: 10, Width: 10, Height: 10 },
    });
    const { Id } = received.json<AdminTransportRow>();
    const zpl = (await t.asAdmin({ url: `/api/admin/transports/${Id}/label?format=zpl` })).body;
    expect(zpl).toContain('^FDKIỆN VÔ CHỦ^FS');
    expect(zpl).toContain('^FDĐơn: —^FS');
  });

  it('refuses an unknown parcel, another format, and anyone but staff', async () => {
    const missing = await t.asAdmin({ url: '/api/admin/transports/2147483000/label' });
    expect(missing.statusCode).toBe(404);
    const format = await t.asAdmin({ url: `/api/admin/transports/${parcel.Id}/label?format=png` });
    expect(format.statusCode).toBe(400);
    expect(format.body).toContain('Định dạng tem chỉ có thể là pdf hoặc zpl');
    const asCustomer = await t.as(customer)({ url: `/api/admin/transports/${parcel.Id}/label` });
    expect(asCustomer.statusCode).toBe(403);
  });
});

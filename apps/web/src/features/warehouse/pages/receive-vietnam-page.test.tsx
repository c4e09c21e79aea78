import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BagStatus, TransportStatus, type BagDetail, type BagRow } from '@app/shared';
import { jsonResponse, renderConsole } from '../../../test/render';
import ReceiveVietnamPage from './receive-vietnam-page';

afterEach(() => vi.unstubAllGlobals());

const row: BagRow = {
  Id: 8,
  Code: 'BAO000008',
  Status: BagStatus.InTransit,
  StatusName: 'Đang vận chuyển',
  DestinationWarehouseId: 1,
  DestinationName: 'Kho Hà Nội',
  ParcelCount: 2,
  Weight: 3,
  CreatedDate: '2026-11-25T02:00:00.000Z',
  ClosedDate: '2026-11-25T03:00:00.000Z',
  ShippedDate: '2026-11-25T04:00:00.000Z',
  ArrivedDate: null,
};
const parcel = (id: number, received: boolean) => ({
  Id: id,
  Code: `KI00000${id}`,
  TransportCode: `SF100${id}`,
  CustomerCode: 'KH000012',
  OrderCode: 'DH000031',
  Weight: 1.5,
  Received: received,
});

describe('receiving a bag in Vietnam', () => {
  it('receives a scanned bag, then checks its parcels against it as they are scanned', async () => {
    localStorage.setItem('warehouse.receive-vietnam.warehouse', '1');
    let detail: BagDetail = {
      ...row,
      Status: BagStatus.InVietnamWarehouse,
      StatusName: 'Đã về kho VN',
      ArrivedDate: '2026-11-26T02:00:00.000Z',
      Length: null,
      Width: null,
      Height: null,
      ArrivedWarehouseName: 'Kho Hà Nội',
      Parcels: [parcel(1, false), parcel(2, false)],
      Missing: ['KI000001', 'KI000002'],
      Extra: [],
    };
    const { fetch } = renderConsole(
      <ReceiveVietnamPage />,
      '/admin/warehouse/receive-vietnam',
      (url, init) => {
        if (url.includes('getwarehouses')) {
          return jsonResponse(200, [{ Id: 1, Name: 'Kho Hà Nội', Description: '' }]);
        }
        if (url.includes('/receive-vietnam') && init?.method === 'PUT')
          return jsonResponse(200, detail);
        if (url.includes('transports/receive-vietnam')) {
          detail = {
            ...detail,
            Parcels: [parcel(1, true), parcel(2, false)],
            Missing: ['KI000002'],
          };
          return jsonResponse(200, {
            Id: 1,
            Code: 'KI000001',
            TransportCode: 'SF1001',
            OrderCode: 'DH000031',
            Status: TransportStatus.InVietnamWarehouse,
            StatusName: 'Đã về kho VN',
            Weight: 1.5,
            Length: null,
            Width: null,
            Height: null,
            VolumeWeight: null,
            ChargedWeight: null,
            Fee: 0,
            FeeFormula: '',
            WarehouseName: 'Kho Hà Nội',
            ArrivedDate: null,
            CreatedDate: '2026-11-25T02:00:00.000Z',
            CustomerCode: 'KH000012',
            CustomerName: '',
            DestinationName: 'Kho Hà Nội',
          });
        }
        if (url.includes('admin/bags/8')) return jsonResponse(200, detail);
        if (url.includes('admin/bags')) {
          return jsonResponse(200, { Items: [row], Total: 1, Counts: [] });
        }
        return jsonResponse(200, { Items: [], Total: 0, Counts: [] });
      },
    );
    const scan = await screen.findByLabelText('Mã vận đơn');
    await screen.findByTitle('Kho Hà Nội');
    await userEvent.type(scan, 'bao000008{Enter}');
    expect(await screen.findByText('Đang kiểm bao BAO000008')).toBeTruthy();
    expect(await screen.findByText('Còn thiếu 2 kiện')).toBeTruthy();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain('admin/bags/8/receive-vietnam');
    expect(JSON.parse(put?.[1]?.body as string)).toEqual({ WarehouseId: 1 });

    await userEvent.type(scan, 'SF1001{Enter}');
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url]) => String(url).includes('transports/receive-vietnam')),
      ).toBe(true),
    );
    const received = fetch.mock.calls.find(([url]) =>
      String(url).includes('transports/receive-vietnam'),
    );
    expect(JSON.parse(received?.[1]?.body as string)).toEqual({
      TransportCode: 'SF1001',
      WarehouseId: 1,
      BagId: 8,
    });
    expect(await screen.findByText('Còn thiếu 1 kiện')).toBeTruthy();
    expect(screen.getByText('1/2')).toBeTruthy();
  });
});

describe("a Vietnamese warehouse's worker (DESIGN §12)", () => {
  it('receives into their own warehouse, fixed, whatever this computer chose before', async () => {
    localStorage.setItem('warehouse.receive-vietnam.warehouse', '2');
    const { fetch } = renderConsole(
      <ReceiveVietnamPage />,
      '/admin/warehouse/receive-vietnam',
      (url) => {
        if (url.includes('customer/userinfo')) {
          return jsonResponse(200, {
            Id: 9,
            Code: 'NV000009',
            UserName: 'kho.hn@example.vn',
            Role: 'warehouse',
            WarehouseId: 1,
            WarehouseName: 'Kho Hà Nội',
          });
        }
        if (url.includes('getwarehouses')) {
          return jsonResponse(200, [
            { Id: 1, Name: 'Kho Hà Nội', Description: '' },
            { Id: 2, Name: 'Kho TP. Hồ Chí Minh', Description: '' },
          ]);
        }
        if (url.includes('transports/receive-vietnam')) return jsonResponse(400, ['Không nhận']);
        return jsonResponse(200, { Items: [], Total: 0, Counts: [] });
      },
    );
    expect(
      await screen.findByText('Bạn làm ở Kho Hà Nội: chỉ nhận hàng vào kho của mình.'),
    ).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Kho nhận' });
    expect(select.hasAttribute('disabled')).toBe(true);
    expect(select.closest('.ant-select')?.textContent).toContain('Kho Hà Nội');

    await userEvent.type(screen.getByLabelText('Mã vận đơn'), 'SF1001{Enter}');
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([url]) => String(url).includes('transports/receive-vietnam')),
      ).toBe(true),
    );
    const received = fetch.mock.calls.find(([url]) =>
      String(url).includes('transports/receive-vietnam'),
    );
    expect(JSON.parse(received?.[1]?.body as string)).toMatchObject({ WarehouseId: 1 });
  });
});

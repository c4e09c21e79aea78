import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BagStatus, type BagRow } from '@app/shared';
import { jsonResponse, renderConsole } from '../../../test/render';
import ShipChinaPage from './ship-china-page';

afterEach(() => vi.unstubAllGlobals());

const bag = (code: string, status: BagStatus, statusName: string): BagRow => ({
  Id: Number(code.slice(3)),
  Code: code,
  Status: status,
  StatusName: statusName,
  DestinationWarehouseId: 1,
  DestinationName: 'Kho Hà Nội',
  ParcelCount: 12,
  Weight: 18.5,
  CreatedDate: '2026-11-25T02:00:00.000Z',
  ClosedDate: null,
  ShippedDate: null,
  ArrivedDate: null,
});
const bags = [
  bag('BAO000008', BagStatus.Closed, 'Đã đóng'),
  bag('BAO000009', BagStatus.Open, 'Đang đóng'),
];

describe('shipping out of China with bags', () => {
  it('takes a closed bag whole into the batch, refuses an open one, and ships it by its code', async () => {
    const { fetch } = renderConsole(<ShipChinaPage />, '/admin/warehouse/ship', (url, init) => {
      if (url.includes('admin/bags')) {
        const keyword = new URL(url, 'http://x').searchParams.get('keyword');
        return jsonResponse(200, {
          Items: bags.filter((row) => row.Code === keyword),
          Total: 1,
          Counts: [],
        });
      }
      if (init?.method === 'POST') return jsonResponse(200, []);
      return jsonResponse(200, { Items: [], Total: 0, Counts: [] });
    });
    const scan = await screen.findByLabelText('Quét mã vận đơn vào lô');
    await userEvent.type(scan, 'BAO000009{Enter}');
    expect(
      await screen.findByText('Bao BAO000009 chưa đóng: hãy cân và đóng bao rồi mới xuất kho.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Bỏ BAO000009 khỏi lô' }));

    await userEvent.type(scan, 'bao000008{Enter}');
    expect(await screen.findByText(/Bao 12 kiện → Kho Hà Nội · 18,50 kg/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Xuất kho \(12 kiện\)/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Đồng ý' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('transports/ship'))).toBe(true),
    );
    const ship = fetch.mock.calls.find(([url]) => String(url).includes('transports/ship'));
    expect(JSON.parse(ship?.[1]?.body as string)).toEqual({
      TransportCodes: [],
      BagCodes: ['BAO000008'],
    });
  });
});

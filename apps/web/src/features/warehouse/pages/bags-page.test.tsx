import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BagStatus, type BagRow, type ConsoleListAnswer } from '@app/shared';
import { jsonResponse, renderConsole } from '../../../test/render';
import BagsPage from './bags-page';

afterEach(() => vi.unstubAllGlobals());

const closed: BagRow = {
  Id: 3,
  Code: 'BAO000003',
  Status: BagStatus.Closed,
  StatusName: 'Đã đóng',
  DestinationWarehouseId: 2,
  DestinationName: 'Kho TP. Hồ Chí Minh',
  ParcelCount: 14,
  Weight: 22.4,
  CreatedDate: '2026-11-25T02:00:00.000Z',
  ClosedDate: '2026-11-25T03:30:00.000Z',
  ShippedDate: null,
  ArrivedDate: null,
};

const warehouses = [
  { Id: 1, Name: 'Kho Hà Nội', Description: '' },
  { Id: 2, Name: 'Kho TP. Hồ Chí Minh', Description: '' },
];

function renderList(path = '/admin/bags') {
  const answer: ConsoleListAnswer<BagRow> = {
    Items: [closed],
    Total: 1,
    Counts: [
      { Status: BagStatus.Open, Count: 2 },
      { Status: BagStatus.Closed, Count: 1 },
    ],
  };
  return renderConsole(
    <Routes>
      <Route path="/admin/bags" element={<BagsPage />} />
      <Route path="/admin/bags/:id" element={<p>Trang bao</p>} />
    </Routes>,
    path,
    (url, init) => {
      if (url.includes('getwarehouses')) return jsonResponse(200, warehouses);
      if (init?.method === 'POST') return jsonResponse(200, { Id: 9, Code: 'BAO000009' });
      return jsonResponse(200, answer);
    },
  );
}

describe('the bag list', () => {
  it('lists bags by status tab with their counts, destination, parcels and weight', async () => {
    const { calls } = renderList('/admin/bags?tab=1');
    expect(await screen.findByText('BAO000003')).toBeTruthy();
    expect(
      screen.getByText(/Kho TP. Hồ Chí Minh · 14 kiện · 22,40 kg · Đóng bao 25\/11\/2026/),
    ).toBeTruthy();
    const list = calls().find((url) => url.pathname.endsWith('/admin/bags'));
    expect(list?.searchParams.get('status')).toBe(String(BagStatus.Closed));
    expect(screen.getByRole('tab', { name: /Đang đóng\s*2/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Tất cả\s*3/ })).toBeTruthy();
  });

  it('opens a bag for the destination chosen, remembered on this computer, and goes to it', async () => {
    const { fetch } = renderList();
    await userEvent.click(await screen.findByRole('button', { name: /Tạo bao/ }));
    await userEvent.click(await screen.findByLabelText('Kho đích ở Việt Nam'));
    await userEvent.click(await screen.findByTitle('Kho TP. Hồ Chí Minh'));
    await userEvent.click(screen.getByRole('button', { name: 'Tạo bao' }));
    expect(await screen.findByText('Trang bao')).toBeTruthy();
    const created = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(created?.[1]?.body as string)).toEqual({ DestinationWarehouseId: 2 });
    expect(localStorage.getItem('warehouse.bags.destination')).toBe('2');
  });

  it('offers the destination chosen last', async () => {
    localStorage.setItem('warehouse.bags.destination', '2');
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: /Tạo bao/ }));
    await waitFor(() =>
      expect(screen.getByTitle('Kho TP. Hồ Chí Minh', { exact: true })).toBeTruthy(),
    );
  });
});

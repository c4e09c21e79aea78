import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BagStatus, type BagDetail, type BagParcelRow } from '@app/shared';
import { jsonResponse, renderConsole } from '../../../test/render';
import BagPage from './bag-page';

afterEach(() => vi.unstubAllGlobals());

const parcel = (id: number, code: string, tracking: string): BagParcelRow => ({
  Id: id,
  Code: code,
  TransportCode: tracking,
  CustomerCode: 'KH000012',
  OrderCode: 'DH000031',
  Weight: 1.25,
  Received: false,
});

const openBag: BagDetail = {
  Id: 5,
  Code: 'BAO000005',
  Status: BagStatus.Open,
  StatusName: 'Đang đóng',
  DestinationWarehouseId: 1,
  DestinationName: 'Kho Hà Nội',
  ParcelCount: 1,
  Weight: null,
  Length: null,
  Width: null,
  Height: null,
  ArrivedWarehouseName: '',
  CreatedDate: '2026-11-26T08:00:00.000Z',
  ClosedDate: null,
  ShippedDate: null,
  ArrivedDate: null,
  Parcels: [parcel(1, 'KI000001', 'SF1001')],
  Missing: [],
  Extra: [],
};

const REFUSAL =
  'Kiện KI000009 là kiện vô chủ, chưa biết kho đích: không cho vào bao đến khi có khách nhận.';

/** The bag page on an open bag: SF1002 goes in, SF9999 is refused, closing answers closed. */
function renderBag(bag: BagDetail = openBag) {
  // What the server holds: a GET after the close answers the closed bag.
  let current = bag;
  return renderConsole(
    <Routes>
      <Route path="/admin/bags/:id" element={<BagPage />} />
    </Routes>,
    `/admin/bags/${bag.Id}`,
    (url, init) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as object) : {};
      if (url.includes('/parcels') && init?.method === 'POST') {
        if ('Code' in body && body.Code === 'SF9999') return jsonResponse(400, { Code: [REFUSAL] });
        const added = parcel(2, 'KI000002', 'SF1002');
        current = { ...current, Parcels: [...current.Parcels, added], ParcelCount: 2 };
        return jsonResponse(200, added);
      }
      if (url.includes('/close')) {
        current = {
          ...bag,
          Status: BagStatus.Closed,
          StatusName: 'Đã đóng',
          Weight: 12.5,
          ClosedDate: '2026-11-26T09:00:00.000Z',
        };
      }
      return jsonResponse(200, current);
    },
  );
}

describe('a bag being packed', () => {
  it('answers each scan at once, green in, red refused with the sentence, the cursor kept', async () => {
    const { fetch } = renderBag();
    const scan = await screen.findByLabelText('Quét mã kiện hoặc mã vận đơn');
    expect(document.activeElement).toBe(scan);
    expect(screen.getByText('Đang đóng bao: 1 kiện · 1,25 kg')).toBeTruthy();

    await userEvent.type(scan, 'sf1002{Enter}');
    expect(await screen.findByText('KI000002 · KH000012 · 1,25 kg')).toBeTruthy();
    const sent = fetch.mock.calls.find(([url]) => String(url).includes('/bags/5/parcels'));
    expect(JSON.parse(sent?.[1]?.body as string)).toEqual({ Code: 'SF1002' });
    expect((scan as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(scan);
    // The manifest grows at once, with its count.
    expect(await screen.findByText('Đang đóng bao: 2 kiện · 2,50 kg')).toBeTruthy();

    await userEvent.type(scan, 'SF9999{Enter}');
    expect(await screen.findByText('SF9999: không cho vào bao')).toBeTruthy();
    expect(screen.getAllByText(REFUSAL).length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(scan);
  });

  it('closes with the weight typed with a comma, and its sizes', async () => {
    const { fetch } = renderBag();
    await userEvent.click(await screen.findByRole('button', { name: /Đóng bao/ }));
    await userEvent.type(await screen.findByLabelText('Cân nặng bao (kg)'), '12,5');
    await userEvent.type(screen.getByLabelText('Dài (cm)'), '60');
    await userEvent.type(screen.getByLabelText('Rộng (cm)'), '40{Enter}');
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('/bags/5/close'))).toBe(true),
    );
    const close = fetch.mock.calls.find(([url]) => String(url).includes('/close'));
    expect(close?.[1]?.method).toBe('PUT');
    expect(JSON.parse(close?.[1]?.body as string)).toEqual({ Weight: 12.5, Length: 60, Width: 40 });
    expect(await screen.findByRole('button', { name: /Xuất kho/ })).toBeTruthy();
    expect(screen.queryByLabelText('Quét mã kiện hoặc mã vận đơn')).toBeNull();
  });

  it('refuses a weight that is not one, in Vietnamese, without calling the server', async () => {
    const { fetch } = renderBag();
    await userEvent.click(await screen.findByRole('button', { name: /Đóng bao/ }));
    await userEvent.type(await screen.findByLabelText('Cân nặng bao (kg)'), 'abc{Enter}');
    expect(
      await screen.findByText('Cân nặng (kg) phải lớn hơn 0 và không quá 1.000 kg'),
    ).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/close'))).toBe(false);
  });

  it('shows what an arrived bag is missing and what came extra', async () => {
    renderBag({
      ...openBag,
      Status: BagStatus.InVietnamWarehouse,
      StatusName: 'Đã về kho VN',
      Weight: 4.5,
      Parcels: [
        { ...parcel(1, 'KI000001', 'SF1001'), Received: true },
        parcel(3, 'KI000003', 'SF1003'),
      ],
      Missing: ['KI000003'],
      Extra: ['KI000044'],
    });
    expect(await screen.findByText('Còn thiếu 1 kiện')).toBeTruthy();
    expect(screen.getByText('KI000044')).toBeTruthy();
    expect(screen.getByText('1 kiện thừa, không có trong bảng kê')).toBeTruthy();
    expect(screen.getByText('Chưa nhận')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Đóng bao/ })).toBeNull();
  });
});

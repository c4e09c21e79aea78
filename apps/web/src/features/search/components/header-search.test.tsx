import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchHit } from '@app/shared';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { HeaderSearch } from './header-search';

afterEach(() => vi.unstubAllGlobals());

const order: SearchHit = {
  Kind: 'order',
  Id: 12,
  Code: 'DH000012',
  Title: 'Shop áo',
  Subtitle: 'Chờ đặt cọc',
  Exact: true,
};
const parcel: SearchHit = {
  Kind: 'parcel',
  Id: 5,
  Code: 'KI000005',
  Title: 'Mã vận đơn JT123456789',
  Subtitle: 'Đã về kho TQ',
  Exact: false,
};

function Where() {
  return <output aria-label="Địa chỉ">{useLocation().pathname}</output>;
}

/** The box with the server answering `hits` for any keyword; the keywords it was asked. */
function show(hits: SearchHit[]) {
  const fetch = vi.fn(async (_url: string) => jsonResponse(200, { Items: hits }));
  vi.stubGlobal('fetch', fetch);
  renderWithApp(
    <>
      <HeaderSearch />
      <Where />
    </>,
    '/dashboard',
  );
  return () => fetch.mock.calls.map(([url]) => new URL(url, 'http://x').searchParams.get('q'));
}

const box = () =>
  screen.getByRole('combobox', { name: 'Tìm đơn, kiện, mã vận đơn hoặc thông báo' });

describe('the header search', () => {
  it('opens the one record a whole code names on Enter', async () => {
    const asked = show([order, parcel]);
    await userEvent.type(box(), 'dh000012{Enter}');
    expect(await screen.findByText('/order/12')).toBeTruthy();
    expect(asked()).toContain('dh000012');
  });

  it('lists the hits grouped by kind as the customer types; a hit opens its page', async () => {
    show([parcel]);
    await userEvent.type(box(), '456789');
    expect(await screen.findByText('Kiện hàng')).toBeTruthy();
    expect(screen.getByText('Mã vận đơn JT123456789')).toBeTruthy();
    await userEvent.click(screen.getByText('Mã vận đơn JT123456789'));
    expect(await screen.findByText('/transport/5')).toBeTruthy();
  });

  it('says when nothing is found', async () => {
    show([]);
    await userEvent.type(box(), 'KG999999{Enter}');
    expect(
      await screen.findByText('Không tìm thấy đơn, kiện hay thông báo nào khớp "KG999999"'),
    ).toBeTruthy();
    expect(screen.getByText('/dashboard')).toBeTruthy();
  });
});

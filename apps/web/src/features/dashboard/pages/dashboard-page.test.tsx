import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardAnswer } from '@app/shared';
import { startSession } from '../../../lib/session';
import { jsonResponse, renderWithApp } from '../../../test/render';
import DashboardPage from './dashboard-page';

afterEach(() => vi.unstubAllGlobals());

const dashboard: DashboardAnswer = {
  CurrentRate: 3650,
  ExtensionLink: '#/extension',
  NumberCarts: 0,
  PocketMoney: 0,
  ShopFavorites: [],
  Supporter: null,
  OrderCounts: [{ State: 0, StateName: 'Chờ đặt cọc', Count: 1 }],
  TransportCounts: [],
  WaitingPayment: { Orders: 0, Consignments: 0, Amount: 0 },
  StorageDeadline: null,
};

/**
 * The extension card comes in the cards' second commit (after the first is on screen), with
 * antd's runtime styles under jsdom: longer than findBy's default second on a busy machine.
 */
const SECOND_COMMIT = { timeout: 8000 };

/** The dashboard of a customer whose dashboard call names `link` as the extension's. */
function showWith(link: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      jsonResponse(
        200,
        url.includes('getdashboard')
          ? { ...dashboard, ExtensionLink: link }
          : { Items: [], Total: 0 },
      ),
    ),
  );
  startSession('tok-c', true, { UserInfo: { UserName: 'khach01', Avatar: '' } });
  renderWithApp(<DashboardPage />, '/dashboard');
}

describe('the extension card on the dashboard', () => {
  it("leads to the portal's own page about the extension", async () => {
    showWith('#/extension');
    const link = await screen.findByRole('link', { name: /Cài tiện ích/ }, SECOND_COMMIT);
    expect(link.getAttribute('href')).toBe('/extension');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('opens the download staff set elsewhere in a new tab', async () => {
    showWith('https://tai.example.vn/tien-ich.zip');
    const link = await screen.findByRole('link', { name: /Tải tiện ích/ }, SECOND_COMMIT);
    expect(link.getAttribute('href')).toBe('https://tai.example.vn/tien-ich.zip');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});

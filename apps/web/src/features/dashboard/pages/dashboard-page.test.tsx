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

/** The Chinese warehouse address staff set for the Hà Nội warehouse (id 1). */
const settingDefault = {
  Settings: {
    ShippingMarkPrefix: 'HANGTQ',
    ChinaAddresses: [
      { WarehouseId: 1, Receiver: '阿明', Phone: '', Address: '广东省广州市白云区示例路88号' },
    ],
  },
  TotalMessage: 0,
  Messages: [],
};

/**
 * The dashboard of a customer whose dashboard call names `link` as the extension's, and whose
 * own warehouse is `warehouseId`.
 */
function showWith(link: string, warehouseId = 1) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      jsonResponse(
        200,
        url.includes('getdashboard')
          ? { ...dashboard, ExtensionLink: link }
          : url.includes('getsettingdefault')
            ? settingDefault
            : url.includes('customer/userinfo')
              ? { Code: 'KH000123', WarehouseId: warehouseId }
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

describe('the Chinese warehouse address on the dashboard', () => {
  it("shows the customer's own warehouse's address with their shipping mark", async () => {
    showWith('#/extension');
    const card = await screen.findByRole(
      'region',
      { name: 'Địa chỉ kho Trung Quốc' },
      SECOND_COMMIT,
    );
    expect(card.textContent).toContain('阿明 HANGTQ KH000123');
    expect(card.textContent).toContain('广东省广州市白云区示例路88号 (HANGTQ KH000123)');
  });

  it('is left out when the customer’s warehouse has no Chinese address', async () => {
    showWith('#/extension', 2);
    await screen.findByRole('link', { name: /Cài tiện ích/ }, SECOND_COMMIT);
    expect(screen.queryByRole('region', { name: 'Địa chỉ kho Trung Quốc' })).toBeNull();
  });
});

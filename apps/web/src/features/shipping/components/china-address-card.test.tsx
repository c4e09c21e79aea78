import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startSession } from '../../../lib/session';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { ChinaAddressCard } from './china-address-card';

/** The Chinese warehouse address a consignment customer gives the shop, with their mark. */

const address = {
  WarehouseId: 1,
  Receiver: '阿明',
  Phone: '13800138000',
  Address: '广东省广州市白云区示例路88号',
};

function renderCard(warehouseId: number) {
  startSession('tok-c', true, { UserInfo: { UserName: 'khach', Avatar: '' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.includes('getsettingdefault')
        ? jsonResponse(200, {
            Settings: { ShippingMarkPrefix: 'HANGTQ', ChinaAddresses: [address] },
            TotalMessage: 0,
            Messages: [],
          })
        : jsonResponse(200, { Code: 'KH000123', WarehouseId: 1 }),
    ),
  );
  return renderWithApp(<ChinaAddressCard warehouseId={warehouseId} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('the Chinese warehouse address card', () => {
  it('shows the address in Chinese with the customer’s mark and copies all of it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderCard(1);
    expect(await screen.findByText('阿明 HANGTQ KH000123')).toBeTruthy();
    expect(screen.getByText('广东省广州市白云区示例路88号 (HANGTQ KH000123)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Sao chép/ }));
    expect(writeText).toHaveBeenCalledWith(
      '收货人: 阿明 HANGTQ KH000123\n电话: 13800138000\n地址: 广东省广州市白云区示例路88号 (HANGTQ KH000123)',
    );
  });

  it('shows nothing for a warehouse staff have given no address', async () => {
    const { container } = renderCard(2);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(container.textContent).toBe('');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillMessage, messages, type Settings, type Warehouse } from '@app/shared';
import { jsonResponse, renderConsole } from '../../../test/render';
import { SettingsSectionForm } from './settings-section-form';
import { sectionById } from './settings-sections';

afterEach(() => vi.unstubAllGlobals());

const warehouses: Warehouse[] = [
  { Id: 1, Name: 'Hà Nội', Description: '' },
  { Id: 2, Name: 'TP. Hồ Chí Minh', Description: '' },
];

const settings = {
  CurrentRate: 3650,
  FeeBuyer: { '0-0': 3 },
  InspectionFees: [{ Min: 1, Max: 0, Value: 5_000 }],
  ShippingPrices: [
    {
      WarehouseId: 1,
      Tiers: [
        { Min: 0, Max: 10, Value: 31_000 },
        { Min: 10, Max: 0, Value: 30_000 },
      ],
    },
    { WarehouseId: 2, Tiers: [{ Min: 0, Max: 0, Value: 39_000 }] },
  ],
  VolumetricDivisor: 6000,
  MinChargedWeight: 0.5,
  FreightCostPerKg: 22_000,
  ShippingMarkPrefix: 'HANGTQ',
  ChinaAddresses: [{ WarehouseId: 2, Receiver: '阿明', Phone: '13800138000', Address: '广州市' }],
} as unknown as Settings;

/** The shipping section; the server answers a save with `refuse`, or takes it. */
function renderShipping(refuse?: Record<string, string[]>) {
  const onDirtyChange = vi.fn();
  const view = renderConsole(
    <SettingsSectionForm
      section={sectionById('shipping')}
      settings={settings}
      warehouses={warehouses}
      onDirtyChange={onDirtyChange}
    />,
    '/admin/settings?tab=shipping',
    (_url, init) => {
      if (refuse) return jsonResponse(400, refuse);
      return jsonResponse(200, { ...settings, ...JSON.parse(init?.body as string) });
    },
  );
  const saves = () =>
    view.fetch.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([, init]) => JSON.parse(init?.body as string) as Record<string, unknown>);
  return { ...view, saves, onDirtyChange };
}

async function retype(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

describe('a section of the settings', () => {
  it('shows each warehouse’s Chinese address in its own card, blank where there is none', () => {
    renderConsole(
      <SettingsSectionForm
        section={sectionById('china')}
        settings={settings}
        warehouses={warehouses}
        onDirtyChange={vi.fn()}
      />,
      '/admin/settings?tab=china',
      () => jsonResponse(200, settings),
    );
    const receivers = screen.getAllByLabelText('Người nhận (收货人)');
    expect(receivers.map((input) => (input as HTMLInputElement).value)).toEqual(['', '阿明']);
    expect(screen.getAllByLabelText('Địa chỉ tiếng Trung (地址)')[1]).toHaveProperty(
      'value',
      '广州市',
    );
  });

  it('leaves the rate to the rate page and saves the margin of its proposal', async () => {
    const view = renderConsole(
      <SettingsSectionForm
        section={sectionById('rate')}
        settings={{ ...settings, RateMargin: 0, DepositPercent: 70 }}
        warehouses={warehouses}
        onDirtyChange={vi.fn()}
      />,
      '/admin/settings?tab=rate',
      (_url, init) => jsonResponse(200, { ...settings, ...JSON.parse(init?.body as string) }),
    );
    expect(screen.getByText('3.650 ₫ / ¥1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tỷ giá' }).getAttribute('href')).toBe('/admin/rates');
    expect(screen.queryByLabelText('Tỷ giá (VNĐ / 1 CNY)')).toBeNull();
    await retype('Cộng thêm vào tỷ giá Vietcombank khi đề xuất (₫)', '50');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(view.fetch).toHaveBeenCalled());
    const [, init] = view.fetch.mock.calls.at(-1)!;
    expect(JSON.parse(init?.body as string)).toEqual({ RateMargin: 50, DepositPercent: 70 });
  });

  it("shows each warehouse's bands and saves only the section's settings", async () => {
    const { saves, onDirtyChange } = renderShipping();
    expect(screen.getByText('Hà Nội: giá mỗi kg theo tổng cân tính phí của đơn')).toBeTruthy();
    expect(
      screen.getByText('TP. Hồ Chí Minh: giá mỗi kg theo tổng cân tính phí của đơn'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Hà Nội: Giá (₫/kg), dòng 1')).toHaveProperty('value', '31.000');
    expect(screen.getByLabelText('Hà Nội: Đến (kg), dòng 2')).toHaveProperty('value', '');
    await retype('Hà Nội: Giá (₫/kg), dòng 1', '33500');
    expect(await screen.findByText('Chưa lưu')).toBeTruthy();
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toEqual({
      ShippingPrices: [
        {
          WarehouseId: 1,
          Tiers: [
            { Min: 0, Max: 10, Value: 33_500 },
            { Min: 10, Max: 0, Value: 30_000 },
          ],
        },
        { WarehouseId: 2, Tiers: [{ Min: 0, Max: 0, Value: 39_000 }] },
      ],
      VolumetricDivisor: 6000,
      MinChargedWeight: 0.5,
      FreightCostPerKg: 22_000,
    });
    expect(await screen.findByText('Đã lưu "Phí vận chuyển theo kho"')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Chưa lưu')).toBeNull());
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });

  it('saves what the carrier charges a kg, said to be for the profit report only', async () => {
    const { saves } = renderShipping();
    const field = screen.getByLabelText('Cước vận chuyển thực trả (₫ / kg)');
    expect(field).toHaveProperty('value', '22.000');
    expect(screen.getByText('Chỉ dùng cho báo cáo lợi nhuận, khách hàng không thấy.')).toBeTruthy();
    await retype('Cước vận chuyển thực trả (₫ / kg)', '23500');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.FreightCostPerKg).toBe(23_500);
  });

  it('names the row of a gap on its field and sends nothing', async () => {
    const { saves } = renderShipping();
    await retype('Hà Nội: Từ (kg), dòng 2', '12');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(
      await screen.findByText(fillMessage(messages.feeBandGapContinuous, { row: 2, max: '10' })),
    ).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('asks for the numbers of a new band, and refuses an open band that is not last', async () => {
    const { saves } = renderShipping();
    await userEvent.click(screen.getByRole('button', { name: 'TP. Hồ Chí Minh: thêm dòng' }));
    // TP. HCM's row 1 is open-ended, so row 2 has no start to take from it.
    expect(screen.getByLabelText('TP. Hồ Chí Minh: Từ (kg), dòng 2')).toHaveProperty('value', '');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findAllByText(messages.feeBandNumberInvalid)).toHaveLength(2);
    await retype('TP. Hồ Chí Minh: Từ (kg), dòng 2', '30');
    await retype('TP. Hồ Chí Minh: Giá (₫/kg), dòng 2', '37000');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(
      await screen.findByText(fillMessage(messages.feeBandOpenNotLast, { row: 1 })),
    ).toBeTruthy();
    expect(saves()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'TP. Hồ Chí Minh: xóa dòng 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
  });

  it('starts a new band where the last one ends', async () => {
    renderShipping();
    await retype('TP. Hồ Chí Minh: Đến (kg), dòng 1', '20');
    await userEvent.click(screen.getByRole('button', { name: 'TP. Hồ Chí Minh: thêm dòng' }));
    expect(screen.getByLabelText('TP. Hồ Chí Minh: Từ (kg), dòng 2')).toHaveProperty('value', '20');
  });

  it("shows the server's refusal in the section", async () => {
    renderShipping({ ShippingPrices: ['Kho không tồn tại'] });
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Kho không tồn tại')).toBeTruthy();
    expect(screen.getByText('Chưa lưu được')).toBeTruthy();
  });
});

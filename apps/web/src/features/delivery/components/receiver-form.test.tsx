import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeliveryMethod, messages, type SavedAddressRow } from '@app/shared';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { startSession } from '../../../lib/session';
import {
  ReceiverForm,
  receiverStart,
  type ReceiverAnswer,
  type ReceiverValues,
} from './receiver-form';

afterEach(() => vi.unstubAllGlobals());

const provinces = [
  { Code: '01', Name: 'Thành phố Hà Nội' },
  { Code: '79', Name: 'Thành phố Hồ Chí Minh' },
];
const wards: Record<string, { Code: string; Name: string }[]> = {
  '01': [
    { Code: '00004', Name: 'Phường Ba Đình' },
    { Code: '00082', Name: 'Phường Cửa Nam' },
  ],
  '79': [{ Code: '26734', Name: 'Phường Sài Gòn' }],
};
const savedCuaNam: SavedAddressRow = {
  Id: 7,
  ReceiverName: 'Lan',
  ReceiverPhone: '0911222333',
  ProvinceCode: '01',
  WardCode: '00082',
  Street: '12 Lý Thường Kiệt',
  Address: '12 Lý Thường Kiệt, Phường Cửa Nam, Thành phố Hà Nội',
  IsDefault: false,
  LastUsedDate: '2026-11-20T03:00:00.000Z',
};

/** The server's answers: the province lists, and nothing else is asked. */
function stubServer() {
  const fetch = vi.fn(async (url: string) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/account/provinces') return jsonResponse(200, { Items: provinces, Total: 2 });
    const match = /^\/api\/account\/provinces\/(\d+)\/wards$/.exec(path);
    const list = match?.[1] ? wards[match[1]] : undefined;
    if (list) return jsonResponse(200, { Items: list, Total: list.length });
    return jsonResponse(404, undefined);
  });
  vi.stubGlobal('fetch', fetch);
  startSession('tok-c', true, {
    UserInfo: { UserName: 'lan@example.vn', Avatar: '', Role: 'customer' },
  });
  return fetch;
}

function Harness({
  saved,
  onFinish,
}: {
  saved: SavedAddressRow[];
  onFinish: (answer: ReceiverAnswer) => void;
}) {
  const [form] = Form.useForm<ReceiverValues>();
  return (
    <>
      <ReceiverForm
        form={form}
        initialValues={receiverStart({ FullName: 'Nguyễn Thị Lan', Phone: '0901234567' }, saved)}
        saved={saved}
        warehouseNote="Nhận hàng tại Số 18 Phố Huế, Hai Bà Trưng, Hà Nội."
        validateTrigger={['onChange']}
        onFinish={onFinish}
        onFinishFailed={() => {}}
      />
      <Button onClick={() => form.submit()}>Gửi</Button>
    </>
  );
}

/** Types into a searchable select, sees only the matching options, and picks the one named `option`. */
async function choose(label: string, typed: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  await userEvent.click(box);
  await userEvent.type(box, typed);
  // This select's own dropdown (the one of a select left may still be fading out).
  const dropdown = () =>
    document
      .getElementById(box.getAttribute('aria-controls') ?? '')
      ?.closest('.ant-select-dropdown');
  const shown = () =>
    Array.from(dropdown()?.querySelectorAll('.ant-select-item-option') ?? []).map((node) =>
      node.getAttribute('title'),
    );
  await waitFor(() => expect(shown()).toEqual([option]));

  await userEvent.click(dropdown()!.querySelector(`.ant-select-item-option[title="${option}"]`)!);
}

describe('the receiver form', () => {
  it('asks the province, the ward and the street of a door delivery, each with its own sentence', async () => {
    stubServer();
    const onFinish = vi.fn();
    renderWithApp(<Harness saved={[]} onFinish={onFinish} />);
    expect(screen.getByLabelText<HTMLInputElement>('Người nhận').value).toBe('Nguyễn Thị Lan');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByText(messages.provinceRequired)).toBeTruthy();
    expect(screen.getByText(messages.wardRequired)).toBeTruthy();
    expect(screen.getByText(messages.streetRequired)).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('finds units without diacritics and answers one readable address with the codes', async () => {
    stubServer();
    const onFinish = vi.fn();
    renderWithApp(<Harness saved={[]} onFinish={onFinish} />);
    await choose('Tỉnh/Thành phố', 'ha noi', 'Thành phố Hà Nội');
    await choose('Phường/Xã', 'cua nam', 'Phường Cửa Nam');
    await userEvent.type(screen.getByLabelText('Số nhà, tên đường'), '12 Lý Thường Kiệt');
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Lưu địa chỉ này' }).checked,
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0]?.[0]).toEqual({
      ReceiverName: 'Nguyễn Thị Lan',
      ReceiverPhone: '0901234567',
      Method: DeliveryMethod.Door,
      Note: '',
      ProvinceCode: '01',
      WardCode: '00082',
      Street: '12 Lý Thường Kiệt',
      Address: '12 Lý Thường Kiệt, Phường Cửa Nam, Thành phố Hà Nội',
      SaveAddress: true,
    });
  });

  it('starts from the last used address, and "Địa chỉ khác" empties the street for a new one', async () => {
    stubServer();
    const onFinish = vi.fn();
    renderWithApp(<Harness saved={[savedCuaNam]} onFinish={onFinish} />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /12 Lý Thường Kiệt/ }).checked).toBe(
      true,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Người nhận').value).toBe('Lan');
    expect(screen.getByLabelText<HTMLInputElement>('Số nhà, tên đường').value).toBe(
      '12 Lý Thường Kiệt',
    );
    expect(screen.queryByRole('checkbox', { name: 'Lưu địa chỉ này' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0]?.[0]).toMatchObject({
      Address: savedCuaNam.Address,
      SaveAddress: true,
    });

    await userEvent.click(screen.getByText('Địa chỉ khác'));
    expect(screen.getByLabelText<HTMLInputElement>('Số nhà, tên đường').value).toBe('');
    expect(screen.getByRole('checkbox', { name: 'Lưu địa chỉ này' })).toBeTruthy();
  });

  it('asks no address for a pickup and shows the warehouse instead', async () => {
    stubServer();
    const onFinish = vi.fn();
    renderWithApp(<Harness saved={[savedCuaNam]} onFinish={onFinish} />);
    await userEvent.click(screen.getByText('Nhận tại kho'));
    expect(screen.queryByLabelText('Số nhà, tên đường')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Tỉnh/Thành phố' })).toBeNull();
    expect(screen.queryByText('Địa chỉ đã lưu')).toBeNull();
    expect(screen.getByText('Nhận hàng tại Số 18 Phố Huế, Hai Bà Trưng, Hà Nội.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Gửi' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0]?.[0]).toEqual({
      ReceiverName: 'Lan',
      ReceiverPhone: '0911222333',
      Method: DeliveryMethod.Pickup,
      Note: '',
      Address: '',
    });
  });
});

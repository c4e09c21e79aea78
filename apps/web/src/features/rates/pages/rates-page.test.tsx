import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, RateKind, RateStatus, type RateListAnswer, type RateRow } from '@app/shared';
import { jsonResponse, renderConsole } from '../../../test/render';
import RatesPage from './rates-page';

afterEach(() => vi.unstubAllGlobals());

const row = (fields: Partial<RateRow>): RateRow => ({
  Id: 1,
  Kind: RateKind.Selling,
  KindName: 'Tỷ giá bán',
  Rate: 3650,
  EffectiveFrom: '2026-11-26T01:00:00.000Z',
  Source: 'staff',
  Status: RateStatus.Applied,
  StatusName: 'Áp dụng',
  CreatedBy: 'Trần Quản Trị',
  ApprovedBy: null,
  CreatedDate: '2026-11-26T01:00:00.000Z',
  ...fields,
});

const proposal = row({
  Id: 7,
  Rate: 3605.71,
  Source: 'vcb',
  Status: RateStatus.Proposed,
  StatusName: 'Đề xuất',
  CreatedBy: null,
  EffectiveFrom: '2026-11-27T00:00:00.000Z',
  CreatedDate: '2026-11-27T00:00:00.000Z',
});

const answer: RateListAnswer = {
  Items: [
    proposal,
    row({ Id: 3, Kind: RateKind.Buying, KindName: 'Tỷ giá mua', Rate: 3580.5 }),
    row({ Id: 2 }),
  ],
  Total: 3,
  CurrentSelling: 3650,
  CurrentBuying: 3580.5,
  Proposal: proposal,
};

/** The page, every call answered as the server would; the writes it made. */
function show(list: RateListAnswer = answer) {
  const view = renderConsole(<RatesPage />, '/admin/rates', (url, init) => {
    if (!init?.method || init.method === 'GET') return jsonResponse(200, list);
    if (url.includes('/approve')) return jsonResponse(200, { ...proposal, Status: 1 });
    if (url.includes('/setaside')) return jsonResponse(200, { ...proposal, Status: 2 });
    const body = JSON.parse(init.body as string) as { Kind: number; Rate: number };
    return jsonResponse(200, row({ Id: 9, ...body }));
  });
  const writes = () =>
    view.fetch.mock.calls
      .filter(([, init]) => init?.method && init.method !== 'GET')
      .map(([url, init]) => ({
        url: new URL(url, 'http://x').pathname,
        method: init?.method,
        body: init?.body ? (JSON.parse(init.body as string) as unknown) : undefined,
      }));
  return { ...view, writes };
}

/** The newest dialog: one closed a moment ago may still be leaving. */
const newestDialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;

/** The confirmation, titled as the spec titles them, agreed to. */
async function agree() {
  const dialog = await newestDialog();
  expect(within(dialog).getByText('Xác thực', { selector: '.ant-modal-title' })).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Đồng ý' }));
}

describe('the rates page', () => {
  it('shows the rates in force, the waiting proposal and the history', async () => {
    show();
    expect(await screen.findByText('Tỷ giá bán đề xuất: 3.605,71 ₫ / ¥1')).toBeTruthy();
    expect(screen.getAllByText('3.650 ₫ / ¥1').length).toBeGreaterThan(0);
    expect(screen.getAllByText('3.580,5 ₫ / ¥1').length).toBeGreaterThan(0);
    expect(screen.getByText(/Tự động lúc 27\/11\/2026 07:00/)).toBeTruthy();
    expect(screen.getByText('Tổng 3 tỷ giá')).toBeTruthy();
  });

  it('sets a rate typed as Vietnamese money after the confirmation, from now', async () => {
    const { writes } = show();
    const input = await screen.findByLabelText('Tỷ giá (₫ / ¥1)');
    await userEvent.type(input, '3.650,5');
    await userEvent.click(screen.getByRole('button', { name: 'Đặt tỷ giá' }));
    const dialog = await newestDialog();
    expect(within(dialog).getByText(/Đặt tỷ giá bán 3\.650,5 ₫ \/ ¥1 từ bây giờ\?/)).toBeTruthy();
    await agree();
    await waitFor(() =>
      expect(writes()).toEqual([
        { url: '/api/admin/rates', method: 'POST', body: { Kind: RateKind.Selling, Rate: 3650.5 } },
      ]),
    );
  });

  it('refuses a rate written the English way, with the sentence, and sends nothing', async () => {
    const { writes } = show();
    await screen.findByLabelText('Tỷ giá (₫ / ¥1)');
    const form = within(document.getElementById('rate')!);
    await userEvent.click(form.getByText('Tỷ giá mua'));
    expect(form.getByRole('radio', { name: 'Tỷ giá mua' })).toHaveProperty('checked', true);
    await userEvent.type(form.getByLabelText('Tỷ giá (₫ / ¥1)'), '3,650.5');
    await userEvent.click(screen.getByRole('button', { name: 'Đặt tỷ giá' }));
    expect(await screen.findByText(messages.rateFormat)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes()).toEqual([]);
  });

  it('approves the proposal from now after "Xác thực"', async () => {
    const { writes } = show();
    await userEvent.click(await screen.findByRole('button', { name: /Duyệt/ }));
    expect(within(await newestDialog()).getByText(/áp dụng ngay bây giờ\?/)).toBeTruthy();
    await agree();
    await waitFor(() =>
      expect(writes()).toEqual([{ url: '/api/admin/rates/7/approve', method: 'PUT', body: {} }]),
    );
  });

  it('sets the proposal aside after "Xác thực"', async () => {
    const { writes } = show();
    await userEvent.click(await screen.findByRole('button', { name: /Bỏ qua/ }));
    expect(within(await newestDialog()).getByText(/Bỏ qua đề xuất tỷ giá bán/)).toBeTruthy();
    await agree();
    await waitFor(() =>
      expect(writes()).toEqual([
        { url: '/api/admin/rates/7/setaside', method: 'PUT', body: undefined },
      ]),
    );
  });

  it('shows no proposal card when none waits, and a buying rate not set yet', async () => {
    show({ ...answer, Items: [], Total: 0, CurrentBuying: null, Proposal: null });
    expect(await screen.findByText('Chưa đặt')).toBeTruthy();
    expect(screen.queryByText('Đề xuất chờ duyệt')).toBeNull();
    expect(screen.getByText('Chưa có tỷ giá nào được đặt')).toBeTruthy();
  });
});

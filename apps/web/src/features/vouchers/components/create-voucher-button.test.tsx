import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, type AdminCustomerRow, type FundAccountRow } from '@app/shared';
import { jsonResponse, renderConsole } from '../../../test/render';
import { CreateVoucherButton } from './create-voucher-button';

afterEach(() => vi.unstubAllGlobals());

const funds: FundAccountRow[] = [
  { Id: 1, Name: 'Vietcombank · 0011004123456', Balance: 25_000_000 },
  { Id: 0, Name: 'Quỹ tiền mặt', Balance: 1_234_567 },
];

const customer: AdminCustomerRow = {
  Id: 5,
  Code: 'KH000005',
  Email: 'an@example.vn',
  Phone: '0912345678',
  FullName: 'Nguyễn Văn An',
  Level: 0,
  Balance: 3_000_000,
  IsLocked: false,
  SupporterId: null,
  SupporterName: '',
  CreatedDate: '2026-11-01T02:00:00.000Z',
};

/** The form's button; the server answering `post` to the voucher written. */
function show(post: () => Response = () => jsonResponse(200, { Id: 12, Code: 'PC000012' })) {
  const view = renderConsole(<CreateVoucherButton />, '/admin/vouchers', (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://x');
    if (pathname.endsWith('/admin/fund-accounts')) return jsonResponse(200, funds);
    if (pathname.endsWith('/admin/customers')) {
      const found = searchParams.get('keyword')?.toUpperCase() === 'KH000005' ? [customer] : [];
      return jsonResponse(200, { Items: found, Total: found.length, Counts: [] });
    }
    if (init?.method === 'POST') return post();
    return jsonResponse(404, undefined);
  });
  const posts = () => view.fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
  return { ...view, posts };
}

async function open() {
  await userEvent.click(screen.getByRole('button', { name: /Lập phiếu/ }));
  return screen.findByRole('dialog');
}

/** Picks the option titled `title` of the select labelled `label`. */
async function pick(dialog: HTMLElement, label: string, title: RegExp) {
  await userEvent.click(within(dialog).getByLabelText(label));
  const option = await waitFor(() => {
    const found = Array.from(document.querySelectorAll('.ant-select-item-option')).find((node) =>
      title.test(node.getAttribute('title') ?? ''),
    );
    expect(found).toBeTruthy();
    return found!;
  });
  await userEvent.click(option);
}

async function fill(dialog: HTMLElement, customerCode: string) {
  await userEvent.click(within(dialog).getByText('Phiếu chi'));
  // The label follows the kind: on a payment, who receives the money.
  await userEvent.type(within(dialog).getByLabelText('Số tiền (₫)'), '1500000');
  await pick(dialog, 'Quỹ', /^Quỹ tiền mặt/);
  await userEvent.type(within(dialog).getByLabelText('Người nhận tiền'), '  Nguyễn Văn An ');
  await userEvent.type(within(dialog).getByLabelText('Lý do'), 'Hoàn tiền cọc đơn hủy');
  if (customerCode) {
    await userEvent.type(within(dialog).getByLabelText('Khách hàng (mã KH…)'), customerCode);
  }
}

describe('"Lập phiếu"', () => {
  it('refuses an empty form with the shared sentences, sending nothing', async () => {
    const { posts } = show();
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lập phiếu' }));
    expect(await within(dialog).findByText(messages.amountRequired)).toBeTruthy();
    expect(within(dialog).getByText(messages.fundAccountUnknown)).toBeTruthy();
    expect(within(dialog).getByText(messages.counterpartyRequired)).toBeTruthy();
    expect(within(dialog).getByText(messages.reasonRequired)).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('sends a valid payment with the customer its code names and an Idempotency-Key', async () => {
    const { posts, queries } = show();
    const dialog = await open();
    // Funds listed cash box first, each with its balance.
    await userEvent.click(within(dialog).getByLabelText('Quỹ'));
    await waitFor(() =>
      expect(
        Array.from(document.querySelectorAll('.ant-select-item-option')).map((node) =>
          node.getAttribute('title'),
        ),
      ).toEqual([
        'Quỹ tiền mặt (số dư 1.234.567 ₫)',
        'Vietcombank · 0011004123456 (số dư 25.000.000 ₫)',
      ]),
    );
    await fill(dialog, 'kh000005');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lập phiếu' }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    const [url, init] = posts()[0]!;
    expect(url).toContain('/api/admin/vouchers');
    expect(JSON.parse(init?.body as string)).toEqual({
      Kind: 2,
      Amount: 1_500_000,
      FundAccountId: 0,
      Counterparty: 'Nguyễn Văn An',
      Reason: 'Hoàn tiền cọc đơn hủy',
      CustomerId: 5,
    });
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const lookup = queries().find((query) => query.get('keyword') === 'kh000005');
    expect(lookup?.get('take')).toBe('1');
    expect(await screen.findByText('Đã lập phiếu PC000012, chờ người khác duyệt.')).toBeTruthy();
  });

  it('says an unknown customer code under its field and sends nothing', async () => {
    const { posts } = show();
    const dialog = await open();
    await fill(dialog, 'KH999999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lập phiếu' }));
    expect(await within(dialog).findByText(messages.customerUnknown)).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it("shows the server's refusal under the field it names", async () => {
    const { posts } = show(() =>
      jsonResponse(400, { FundAccountId: [messages.fundAccountUnknown] }),
    );
    const dialog = await open();
    await fill(dialog, '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lập phiếu' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(posts()[0]![1]?.body as string)).not.toHaveProperty('CustomerId');
    expect(await within(dialog).findByText(messages.fundAccountUnknown)).toBeTruthy();
    // Under the field, not in an alert over the form.
    expect(screen.queryByText('Thông báo')).toBeNull();
  });
});

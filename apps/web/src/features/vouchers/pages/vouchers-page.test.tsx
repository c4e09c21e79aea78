import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  VoucherKind,
  VoucherStatus,
  type ConsoleListAnswer,
  type FundAccountRow,
  type VoucherRow,
} from '@app/shared';
import { jsonResponse, renderConsole } from '../../../test/render';
import VouchersPage from './vouchers-page';

afterEach(() => vi.unstubAllGlobals());

const voucher = (Id: number, facts: Partial<VoucherRow> = {}): VoucherRow => ({
  Id,
  Code: `PT${String(Id).padStart(6, '0')}`,
  Kind: VoucherKind.Receipt,
  KindName: 'Phiếu thu',
  Amount: 1_500_000,
  FundAccountId: 0,
  FundAccountName: 'Quỹ tiền mặt',
  Counterparty: 'Nguyễn Văn An',
  Reason: 'Thu tiền hàng tại quầy',
  CustomerId: null,
  CustomerCode: null,
  Status: VoucherStatus.Pending,
  StatusName: 'Chờ duyệt',
  CreatedById: 7,
  CreatedBy: 'Kế toán Lan',
  CreatedDate: '2026-11-26T03:04:00.000Z',
  ApprovedById: null,
  ApprovedBy: null,
  DecidedDate: null,
  RejectReason: '',
  FundBalanceAfter: null,
  ...facts,
});

/** A receipt from a customer written by staff member 7, a payment by 3, a rejected payment. */
const rows: VoucherRow[] = [
  voucher(1, { CustomerId: 5, CustomerCode: 'KH000005' }),
  voucher(2, {
    Code: 'PC000002',
    Kind: VoucherKind.Payment,
    KindName: 'Phiếu chi',
    Amount: 2_000_000,
    FundAccountId: 1,
    FundAccountName: 'Vietcombank · 0011004123456',
    Counterparty: 'Cty vận tải Hoàng Long',
    Reason: 'Cước xe container tháng 11',
    CustomerId: 9,
    CustomerCode: 'KH000009',
    CreatedById: 3,
    CreatedBy: 'Nhân viên Minh',
  }),
  voucher(3, {
    Code: 'PC000003',
    Kind: VoucherKind.Payment,
    KindName: 'Phiếu chi',
    Amount: 300_000,
    Status: VoucherStatus.Rejected,
    StatusName: 'Từ chối',
    CreatedById: 3,
    ApprovedById: 7,
    ApprovedBy: 'Kế toán Lan',
    DecidedDate: '2026-11-26T04:00:00.000Z',
    RejectReason: 'Thiếu hóa đơn',
  }),
];

const funds: FundAccountRow[] = [
  { Id: 1, Name: 'Vietcombank · 0011004123456', Balance: 25_000_000 },
  { Id: 0, Name: 'Quỹ tiền mặt', Balance: 1_234_567 },
];

/** The page as the signed-in `me` sees it; every voucher call answered. */
function show(me: { Id: number; Role: string }, path = '/admin/vouchers') {
  const view = renderConsole(<VouchersPage />, path, (url, init) => {
    const { pathname } = new URL(url, 'http://x');
    if (pathname.endsWith('/customer/userinfo')) {
      return jsonResponse(200, { ...me, UserName: 'me', Avatar: '', ViewOnly: false });
    }
    if (pathname.endsWith('/admin/fund-accounts')) return jsonResponse(200, funds);
    if (init?.method === 'PUT') {
      return jsonResponse(200, { ...rows[1], Status: VoucherStatus.Approved });
    }
    const answer: ConsoleListAnswer<VoucherRow> = {
      Items: rows,
      Total: rows.length,
      Counts: [
        { Status: VoucherStatus.Pending, Count: 2 },
        { Status: VoucherStatus.Rejected, Count: 1 },
      ],
    };
    return jsonResponse(200, answer);
  });
  const listQueries = () =>
    view
      .calls()
      .filter((url) => url.pathname === '/api/admin/vouchers')
      .map((url) => url.searchParams);
  return { ...view, listQueries };
}

/** A voucher's phone card (the list's one column), found by its code. */
const card = async (code: string) => (await screen.findByText(new RegExp(code))).closest('tr')!;

describe('the console list "Phiếu thu chi"', () => {
  it('shows each voucher signed (+ receipt, − payment), its customer and why one was rejected', async () => {
    const { listQueries } = show({ Id: 7, Role: 'accountant' });
    const receipt = await card('PT000001');
    expect(receipt.textContent).toContain('+1.500.000 ₫');
    expect(receipt.textContent).toContain('Phiếu thu');
    expect(within(receipt).getByRole('link', { name: 'KH000005' }).getAttribute('href')).toBe(
      '/admin/customers/5',
    );
    const payment = await card('PC000002');
    expect(payment.textContent).toContain('\u22122.000.000 ₫');
    expect(payment.textContent).toContain('Cty vận tải Hoàng Long');
    const rejected = await card('PC000003');
    expect(rejected.textContent).toContain('Lý do: Thiếu hóa đơn');
    // The list opens on the vouchers waiting, with no kind or fund filter.
    const first = listQueries()[0]!;
    expect(first.get('status')).toBe('0');
    expect(first.get('kind')).toBe('');
    expect(screen.getByRole('tab', { name: /Chờ duyệt\s*2/, selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Tất cả\s*3/ })).toBeTruthy();
  });

  it('is a table of fixed columns on a laptop, the same voucher in each of them', async () => {
    const narrow = Object.getOwnPropertyDescriptor(window, 'matchMedia')!;
    const phone = narrow.value as (query: string) => MediaQueryList;
    window.matchMedia = (query: string) => ({ ...phone(query), matches: true });
    try {
      show({ Id: 7, Role: 'accountant' });
      const payment = await card('PC000002');
      const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
      expect(headers).toEqual([
        'Mã phiếu',
        'Loại',
        'Số tiền',
        'Quỹ',
        'Người nộp/nhận · Lý do',
        'Khách hàng',
        'Người lập / duyệt',
        'Trạng thái',
        'Thao tác',
      ]);
      const cells = within(payment)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(cells.slice(0, 3)).toEqual([
        'PC00000226/11/2026 10:04',
        'Phiếu chi',
        '\u22122.000.000 ₫',
      ]);
      expect(cells[6]).toBe('Lập: Nhân viên Minh');
      expect(within(payment).getByRole('button', { name: 'Duyệt' })).toBeTruthy();
      const rejected = await card('PC000003');
      expect(rejected.textContent).toContain('Từ chối: Kế toán Lan');
    } finally {
      Object.defineProperty(window, 'matchMedia', narrow);
    }
  });

  it('shows each fund with its balance, cash box first; a fund picked filters the list', async () => {
    const { listQueries } = show({ Id: 7, Role: 'accountant' });
    // Named by what it shows (its name, then its balance).
    const cash = await screen.findByRole('button', { name: /^Quỹ tiền mặt\s*1\.234\.567 ₫$/ });
    const bank = screen.getByRole('button', {
      name: /^Vietcombank · 0011004123456\s*25\.000\.000 ₫$/,
    });
    expect(cash.compareDocumentPosition(bank) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(bank);
    await waitFor(() => expect(listQueries().at(-1)?.get('fundAccountId')).toBe('1'));
    expect(bank.getAttribute('aria-pressed')).toBe('true');
    // The cash box is fund 0: a filter too, not "every fund".
    await userEvent.click(cash);
    await waitFor(() => expect(listQueries().at(-1)?.get('fundAccountId')).toBe('0'));
    // The picked fund again: every fund (the first answer, kept, shows again).
    await userEvent.click(cash);
    await waitFor(() => expect(cash.getAttribute('aria-pressed')).toBe('false'));
  });

  it('offers approval to another accountant only: the writer waits for someone else', async () => {
    show({ Id: 7, Role: 'accountant' });
    const own = await card('PT000001');
    await waitFor(() => expect(own.textContent).toContain('Chờ người khác duyệt'));
    expect(within(own).queryByRole('button', { name: 'Duyệt' })).toBeNull();
    const other = await card('PC000002');
    expect(within(other).getByRole('button', { name: 'Duyệt' })).toBeTruthy();
    expect(within(other).getByRole('button', { name: 'Từ chối' })).toBeTruthy();
    // Nothing to decide on a rejected voucher.
    expect(within(await card('PC000003')).queryByRole('button')).toBeNull();
  });

  it('offers no approval to a role without it (staff write vouchers, accountants approve)', async () => {
    show({ Id: 11, Role: 'staff' });
    const other = await card('PC000002');
    await waitFor(() => expect(other.textContent).toContain('Chờ kế toán duyệt'));
    expect(screen.queryAllByRole('button', { name: 'Duyệt' })).toHaveLength(0);
    expect(screen.getByRole('button', { name: /Lập phiếu/ })).toBeTruthy();
  });

  it('approves after "Xác thực" naming the code, amount, fund and wallet, with an Idempotency-Key', async () => {
    const { fetch } = show({ Id: 7, Role: 'accountant' });
    const other = await card('PC000002');
    await userEvent.click(await within(other).findByRole('button', { name: 'Duyệt' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Xác thực', { selector: '.ant-modal-title' })).toBeTruthy();
    expect(dialog.textContent).toContain(
      'Duyệt phiếu chi PC000002: chi 2.000.000 ₫ từ Vietcombank · 0011004123456?',
    );
    expect(dialog.textContent).toContain('Ví của khách hàng KH000009 bị trừ 2.000.000 ₫');
    const puts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đồng ý' }));

    await waitFor(() => expect(puts()).toHaveLength(1));
    const [url, init] = puts()[0]!;
    expect(url).toContain('/api/admin/vouchers/2/approve');
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Đã duyệt phiếu PC000002.')).toBeTruthy();
  });

  it('rejects with a reason through the reason dialog', async () => {
    const { fetch } = show({ Id: 1, Role: 'admin' });
    const other = await card('PC000002');
    await userEvent.click(await within(other).findByRole('button', { name: 'Từ chối' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Từ chối phiếu chi PC000002 (2.000.000 ₫');
    await userEvent.type(within(dialog).getByLabelText('Lý do'), 'Sai số tiền');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    await waitFor(() =>
      expect(fetch.mock.calls.find(([, init]) => init?.method === 'PUT')?.[0]).toContain(
        '/api/admin/vouchers/2/reject',
      ),
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(put[1]?.body as string)).toEqual({ Reason: 'Sai số tiền' });
    expect(await screen.findByText('Đã từ chối phiếu PC000002.')).toBeTruthy();
  });
});

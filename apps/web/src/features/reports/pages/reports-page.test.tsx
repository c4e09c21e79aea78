import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReconciliationReport, RevenueLine, RevenueReport } from '@app/shared';
import { jsonResponse, renderConsole } from '../../../test/render';
import { rangePresets } from '../lib/report-period';
import ReportsPage from './reports-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const revenue: RevenueReport = {
  Rows: [
    { Period: '2026-11-05', Kind: 1, KindName: 'Tiền hàng', Amount: 5_000_000, Changes: 3 },
    { Period: '2026-11-05', Kind: 2, KindName: 'Phí mua hàng', Amount: 150_000, Changes: 3 },
    { Period: '2026-11-06', Kind: 1, KindName: 'Tiền hàng', Amount: 2_000_000, Changes: 1 },
    {
      Period: '2026-11-06',
      Kind: 10,
      KindName: 'Hoàn tiền khiếu nại',
      Amount: -300_000,
      Changes: 1,
    },
  ],
  Totals: [
    { Kind: 1, KindName: 'Tiền hàng', Amount: 7_000_000, Changes: 4 },
    { Kind: 2, KindName: 'Phí mua hàng', Amount: 150_000, Changes: 3 },
    { Kind: 10, KindName: 'Hoàn tiền khiếu nại', Amount: -300_000, Changes: 1 },
  ],
  Total: 6_850_000,
};

const byMonth: RevenueReport = {
  Rows: [{ Period: '2026-11', Kind: 2, KindName: 'Phí mua hàng', Amount: 150_000, Changes: 3 }],
  Totals: [{ Kind: 2, KindName: 'Phí mua hàng', Amount: 150_000, Changes: 3 }],
  Total: 150_000,
};

const line: RevenueLine = {
  Id: 41,
  Code: 'DH000123',
  CustomerCode: 'KH000005',
  Kind: 2,
  KindName: 'Phí mua hàng',
  OldAmount: 20_000,
  NewAmount: 70_000,
  Amount: 50_000,
  Reason: 'Tính lại phí mua hàng theo giá mới',
  ChangedDate: '2026-11-05T03:04:00.000Z',
};

const empty = { Received: 0, ReceivedCount: 0, Matched: 0, Unmatched: 0, UnmatchedCount: 0 };
const reconciliation: ReconciliationReport = {
  Rows: [
    {
      Period: '2026-11-05',
      Received: 763_000,
      ReceivedCount: 2,
      Matched: 640_000,
      Unmatched: 123_000,
      UnmatchedCount: 1,
      Returned: 0,
      Credited: 50_640_000,
      CreditedWithoutTransfer: 50_000_000,
      MismatchedCount: 1,
    },
    {
      ...empty,
      Period: '2026-11-06',
      Received: 500_000,
      ReceivedCount: 1,
      Matched: 500_000,
      Returned: 0,
      Credited: 500_000,
      CreditedWithoutTransfer: 0,
      MismatchedCount: 0,
    },
  ],
  Totals: {
    Received: 1_263_000,
    ReceivedCount: 3,
    Matched: 1_140_000,
    Unmatched: 123_000,
    UnmatchedCount: 1,
    Returned: 0,
    Credited: 51_140_000,
    CreditedWithoutTransfer: 50_000_000,
    MismatchedCount: 1,
  },
};

const PERIOD = 'from=01/11/2026&end=30/11/2026';

/** The page at `path`, every report call answered from the stubs above. */
function show(path = `/admin/reports?${PERIOD}`, revenueAnswer = revenue) {
  return renderConsole(<ReportsPage />, path, (url) => {
    const { pathname, searchParams } = new URL(url, 'http://x');
    if (searchParams.get('format') === 'xlsx') {
      return new Response('xlsx', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="doanh-thu-2026-11-30.xlsx"' },
      });
    }
    if (pathname.endsWith('/revenue/lines')) return jsonResponse(200, { Items: [line], Total: 3 });
    if (pathname.endsWith('/reconciliation')) return jsonResponse(200, reconciliation);
    return jsonResponse(200, searchParams.get('groupBy') === 'month' ? byMonth : revenueAnswer);
  });
}

const reportCalls = (calls: () => URL[], tail: string) =>
  calls().filter((url) => url.pathname === `/api/admin/reports/${tail}`);

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('the console page "Báo cáo"', () => {
  it('shows the revenue of the period by fee kind: cards, chart, table and totals', async () => {
    const { calls } = show();
    const table = (await screen.findByText('05/11/2026')).closest('table')!;
    const asked = reportCalls(calls, 'revenue')[0]!.searchParams;
    expect([asked.get('from'), asked.get('end'), asked.get('groupBy')]).toEqual([
      '01/11/2026',
      '30/11/2026',
      'day',
    ]);

    const cards = screen.getByRole('list', { name: 'Doanh thu theo loại phí' });
    expect(within(cards).getByText('Tổng doanh thu').closest('li')?.textContent).toContain(
      '6.850.000 ₫',
    );
    expect(within(cards).getByText('Hoàn tiền khiếu nại').closest('li')?.textContent).toContain(
      '-300.000 ₫',
    );

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Ngày', 'Tiền hàng', 'Phí mua hàng', 'Hoàn tiền khiếu nại', 'Tổng']);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rowOf('05/11/2026'))).toEqual([
      '05/11/2026',
      '5.000.000',
      '150.000',
      '—',
      '5.150.000',
    ]);
    expect(cells(rowOf('06/11/2026'))).toEqual([
      '06/11/2026',
      '2.000.000',
      '—',
      '-300.000',
      '1.700.000',
    ]);
    expect(cells(rowOf('Tổng cộng'))).toEqual([
      'Tổng cộng',
      '7.000.000',
      '150.000',
      '-300.000',
      '6.850.000',
    ]);

    // The chart is one image named by its summary; every day of the month has its slot.
    const chart = screen.getByRole('img', { name: /Biểu đồ cột doanh thu theo ngày/ });
    expect(chart.getAttribute('aria-label')).toContain('từ 01/11/2026 đến 30/11/2026');
    expect(chart.getAttribute('aria-label')).toContain('tổng 6.850.000 ₫');
    expect(chart.getAttribute('aria-label')).toContain('cao nhất 5.150.000 ₫ vào ngày 05/11/2026');
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
  });

  it('opens a figure onto the fee line changes of its kind and day', async () => {
    const { calls } = show();
    await userEvent.click(
      await screen.findByRole('button', { name: /^Phí mua hàng, ngày 05\/11\/2026: 150\.000 ₫/ }),
    );
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Chi tiết: Phí mua hàng, ngày 05/11/2026')).toBeTruthy();
    await within(drawer).findByText('Tính lại phí mua hàng theo giá mới');
    const asked = reportCalls(calls, 'revenue/lines')[0]!.searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      from: '05/11/2026',
      end: '05/11/2026',
      kind: '2',
      skip: '0',
      take: '20',
    });
    expect(within(drawer).getByRole('link', { name: 'DH000123' })).toBeTruthy();
    expect(drawer.textContent).toContain('05/11/2026 10:04');
    expect(drawer.textContent).toContain('20.000 → 70.000');
    expect(drawer.textContent).toContain('+50.000 ₫');
  });

  it('opens a total of every kind over the whole period without a kind', async () => {
    const { calls } = show();
    await userEvent.click(
      await screen.findByRole('button', {
        name: /^Tổng doanh thu từ 01\/11\/2026 đến 30\/11\/2026/,
      }),
    );
    await within(await screen.findByRole('dialog')).findByText('DH000123');
    const asked = reportCalls(calls, 'revenue/lines')[0]!.searchParams;
    expect([asked.get('from'), asked.get('end'), asked.has('kind')]).toEqual([
      '01/11/2026',
      '30/11/2026',
      false,
    ]);
  });

  it('asks for months on "Theo tháng" and opens a month cut to the period', async () => {
    const { calls } = show('/admin/reports?from=15/10/2026&end=20/11/2026');
    await screen.findByText('05/11/2026');
    await userEvent.click(screen.getByText('Theo tháng'));
    await screen.findByRole('button', { name: /^Phí mua hàng, tháng 11\/2026/ });
    expect(reportCalls(calls, 'revenue').at(-1)?.searchParams.get('groupBy')).toBe('month');
    expect(screen.getByRole('columnheader', { name: 'Tháng' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /^Phí mua hàng, tháng 11\/2026/ }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(reportCalls(calls, 'revenue/lines')).toHaveLength(1));
    const asked = reportCalls(calls, 'revenue/lines')[0]!.searchParams;
    expect([asked.get('from'), asked.get('end'), asked.get('kind')]).toEqual([
      '01/11/2026',
      '20/11/2026',
      '2',
    ]);
  });

  it('takes a quick choice of days, kept in the URL with the grouping', async () => {
    const { calls } = show(`/admin/reports?${PERIOD}&groupBy=month`);
    await screen.findByText('Tháng 11/2026', { selector: 'td' });
    await userEvent.click(screen.getByRole('button', { name: 'Tháng trước' }));
    const [first, last] = rangePresets()[1]!.value.map((day) => day.format('DD/MM/YYYY'));
    await waitFor(() =>
      expect(reportCalls(calls, 'revenue').at(-1)?.searchParams.get('from')).toBe(first),
    );
    const asked = reportCalls(calls, 'revenue').at(-1)!.searchParams;
    expect([asked.get('end'), asked.get('groupBy')]).toEqual([last, 'month']);
  });

  it('says so when the period has no revenue', async () => {
    show(`/admin/reports?${PERIOD}`, { Rows: [], Totals: [], Total: 0 });
    expect(
      await screen.findByText(
        /Không có khoản phí nào phát sinh hay thay đổi từ 01\/11\/2026 đến 30\/11\/2026/,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Biểu đồ/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Xuất Excel/ })).toHaveProperty('disabled', true);
  });

  it('reconciles the bank transfers: unmatched linked to their queue, mismatches in red', async () => {
    const { calls } = show(`/admin/reports?${PERIOD}&tab=reconciliation`);
    await screen.findByText('05/11/2026');
    expect(screen.getByRole('tab', { name: 'Đối soát ngân hàng', selected: true })).toBeTruthy();
    expect(reportCalls(calls, 'reconciliation')[0]?.searchParams.get('groupBy')).toBe('day');
    expect(reportCalls(calls, 'revenue')).toHaveLength(0);

    const busy = rowOf('05/11/2026');
    const unmatched = within(busy).getByRole('link', { name: '123.000' });
    expect(unmatched.getAttribute('href')).toBe('/admin/bank-transfers?tab=0');
    expect(busy.textContent).toContain('1 giao dịch chờ xử lý');
    expect(busy.querySelector('.ant-typography-danger')?.textContent).toBe('1');

    const quiet = rowOf('06/11/2026');
    expect(within(quiet).queryByRole('link')).toBeNull();
    expect(quiet.querySelector('.ant-typography-danger')).toBeNull();

    const totals = rowOf('Tổng cộng');
    expect(totals.textContent).toContain('1.263.000');
    expect(totals.textContent).toContain('3 giao dịch');
    expect(totals.textContent).toContain('50.000.000');
    expect(within(totals).getByRole('link', { name: '123.000' })).toBeTruthy();
    expect(screen.getByText(/Cộng ví không qua giao dịch/, { selector: 'strong' })).toBeTruthy();
  });

  it('exports the report shown as a workbook (format=xlsx)', async () => {
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = show(`/admin/reports?${PERIOD}&groupBy=month&tab=reconciliation`);
    await screen.findByText('05/11/2026');
    await userEvent.click(screen.getByRole('button', { name: /Xuất Excel/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const asked = calls().find((url) => url.searchParams.get('format') === 'xlsx')!;
    expect(asked.pathname).toBe('/api/admin/reports/reconciliation');
    expect([asked.searchParams.get('from'), asked.searchParams.get('groupBy')]).toEqual([
      '01/11/2026',
      'month',
    ]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'doanh-thu-2026-11-30.xlsx',
    );
  });
});

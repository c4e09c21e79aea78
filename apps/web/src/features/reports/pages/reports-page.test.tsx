import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ReportExportRow,
  ProfitOrder,
  ProfitReport,
  ReceivableBills,
  ReceivablesReport,
  ReconciliationReport,
  RevenueLine,
  RevenueReport,
  ThroughputLine,
  ThroughputReport,
} from '@app/shared';
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

const profit: ProfitReport = {
  Rows: [
    {
      Period: '2026-11-05',
      Orders: 2,
      Charged: 12_000_000,
      ShopCost: 9_500_000,
      Freight: 700_000,
      Profit: 1_800_000,
    },
    {
      Period: '2026-11-06',
      Orders: 1,
      Charged: 1_000_000,
      ShopCost: 1_020_000,
      Freight: 100_000,
      Profit: -120_000,
    },
  ],
  Totals: {
    Orders: 3,
    Charged: 13_000_000,
    ShopCost: 10_520_000,
    Freight: 800_000,
    Profit: 1_680_000,
  },
};

const losingOrder: ProfitOrder = {
  Id: 77,
  Code: 'DH000077',
  CustomerCode: 'KH000009',
  Status: 5,
  StatusName: 'Đã về kho VN',
  BoughtDate: '2026-11-06T02:00:00.000Z',
  Charged: 1_000_000,
  ShopGoodsCNY: 265.5,
  ShopInlandCNY: 12,
  BuyingRate: 3_675,
  ShopCost: 1_020_000,
  ChargedKg: 2.5,
  Freight: 100_000,
  Profit: -120_000,
};

const receivables: ReceivablesReport = {
  Items: [
    {
      CustomerId: 5,
      CustomerCode: 'KH000005',
      FullName: 'Nguyễn Thị Lan',
      Phone: '0912345678',
      Balance: 200_000,
      Owed: 3_500_000,
      NotDue: 500_000,
      Days0To7: 1_000_000,
      Days8To30: 0,
      Over30: 2_000_000,
      Bills: 2,
      Net: -3_300_000,
    },
  ],
  Total: 2,
  Totals: {
    Balance: 45_000_000,
    Owed: 5_000_000,
    NotDue: 500_000,
    Days0To7: 1_500_000,
    Days8To30: 1_000_000,
    Over30: 2_000_000,
    Bills: 4,
  },
};

const bill = {
  StatusName: 'Đã về kho VN',
  CreatedDate: '2026-09-01T03:00:00.000Z',
  ArrivedDate: '2026-09-20T03:00:00.000Z',
  Goods: 2_000_000,
  BuyerFee: 60_000,
  InlandShipping: 40_000,
  Shipping: 300_000,
  WoodenCrate: 0,
  OtherFees: 0,
  Refunds: 0,
  Total: 2_400_000,
  Paid: 400_000,
  Owed: 2_000_000,
  ChargedKg: 10,
};
const receivableBills: ReceivableBills = {
  CustomerCode: 'KH000005',
  FullName: 'Nguyễn Thị Lan',
  Balance: 200_000,
  Items: [
    { ...bill, Code: 'DH000031' },
    {
      ...bill,
      Code: 'KG000012',
      StatusName: 'Đang vận chuyển',
      ArrivedDate: '',
      Goods: 0,
      BuyerFee: 0,
      InlandShipping: 0,
      Shipping: 1_500_000,
      Total: 1_500_000,
      Paid: 0,
      Owed: 1_500_000,
      ChargedKg: 2.25,
    },
  ],
};

const counts = { OrdersBought: 0, ParcelsInChina: 0, ParcelsInVietnam: 0, ParcelsDelivered: 0 };
const throughput: ThroughputReport = {
  Rows: [
    {
      ...counts,
      Period: '2026-11-05',
      StaffId: 7,
      StaffCode: 'NV007',
      StaffName: 'Trần Văn Mua',
      OrdersBought: 3,
    },
    {
      ...counts,
      Period: '2026-11-05',
      StaffId: 9,
      StaffCode: 'NV009',
      StaffName: 'Lê Thị Kho',
      ParcelsInVietnam: 12,
      ParcelsDelivered: 4,
    },
  ],
  Warehouses: [
    {
      Period: '2026-11-05',
      WarehouseId: 0,
      WarehouseName: 'Kho Trung Quốc',
      ParcelsIn: 20,
      KgIn: 45.5,
      ParcelsDelivered: 0,
    },
    {
      Period: '2026-11-05',
      WarehouseId: 1,
      WarehouseName: 'Hà Nội',
      ParcelsIn: 12,
      KgIn: 30.25,
      ParcelsDelivered: 4,
    },
  ],
  Totals: { OrdersBought: 3, ParcelsInChina: 0, ParcelsInVietnam: 12, ParcelsDelivered: 4 },
};

const throughputLines: ThroughputLine[] = [
  { Id: 1, Code: 'DH000123', StaffName: 'Trần Văn Mua', Date: '2026-11-05T03:04:00.000Z' },
  { Id: 2, Code: 'KI000045', StaffName: 'Lê Thị Kho', Date: '2026-11-05T04:00:00.000Z' },
];

const PERIOD = 'from=01/11/2026&end=30/11/2026';

/** Each report's answer but revenue's, by the path it is asked at. */
const answers: [string, unknown][] = [
  ['/revenue/lines', { Items: [line], Total: 3 }],
  ['/reconciliation', reconciliation],
  ['/profit/orders', { Items: [losingOrder], Total: 41 }],
  ['/profit', profit],
  ['/receivables/bills', receivableBills],
  ['/receivables', receivables],
  ['/throughput/lines', { Items: throughputLines, Total: 2 }],
  ['/throughput', throughput],
];

/**
 * The page at `path`, every report call answered from the stubs above; `files` answers the list of
 * exported files (read at each call: a test changes what it says).
 */
function show(
  path = `/admin/reports?${PERIOD}`,
  revenueAnswer = revenue,
  files: () => ReportExportRow[] = () => [],
) {
  return renderConsole(<ReportsPage />, path, (url) => {
    const { pathname, searchParams } = new URL(url, 'http://x');
    if (pathname === '/api/admin/reports/exports') {
      return jsonResponse(200, { Items: files(), Total: files().length });
    }
    if (pathname.startsWith('/api/admin/reports/exports/')) {
      return new Response('xlsx', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="chi-tiet-doanh-thu.xlsx"' },
      });
    }
    if (searchParams.get('format') === 'xlsx') {
      return new Response('xlsx', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="doanh-thu-2026-11-30.xlsx"' },
      });
    }
    const answer = answers.find(([tail]) => pathname.endsWith(tail));
    if (answer) return jsonResponse(200, answer[1]);
    return jsonResponse(200, searchParams.get('groupBy') === 'month' ? byMonth : revenueAnswer);
  });
}

const reportCalls = (calls: () => URL[], tail: string) =>
  calls().filter((url) => url.pathname === `/api/admin/reports/${tail}`);

const rowOf = (text: string, scope: Pick<typeof screen, 'getByText'> = screen) =>
  scope.getByText(text).closest('tr')!;

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** What a list of summary cards says on the card named `name`. */
const cardText = (list: string, name: string) =>
  within(screen.getByRole('list', { name: list }))
    .getByText(name)
    .closest('li')?.textContent;

/** `URL.createObjectURL` and the download link's click, as a workbook's export uses them. */
function stubDownload() {
  const createObjectURL = vi.fn(() => 'blob:report');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
}

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
    const click = stubDownload();
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
  it('shows the profit of each day with its totals, and a day’s orders with a loss in red', async () => {
    const click = stubDownload();
    const { calls } = show(`/admin/reports?${PERIOD}&tab=profit`);
    const table = (await screen.findByText('05/11/2026')).closest('table')!;
    expect(screen.getByRole('tab', { name: 'Lợi nhuận', selected: true })).toBeTruthy();
    expect(
      screen.getByText(
        'Lợi nhuận = khách trả − tiền trả shop (theo tỷ giá mua) − cước vận chuyển theo cân nặng tính phí.',
      ),
    ).toBeTruthy();
    const asked = reportCalls(calls, 'profit')[0]!.searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      from: '01/11/2026',
      end: '30/11/2026',
      groupBy: 'day',
    });
    expect(reportCalls(calls, 'revenue')).toHaveLength(0);

    const cards = 'Lợi nhuận và các khoản tạo nên';
    expect(cardText(cards, 'Lợi nhuận')).toBe('Lợi nhuận1.680.000 ₫3 đơn');
    expect(cardText(cards, 'Tiền trả shop')).toBe('Tiền trả shop10.520.000 ₫');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ngày', 'Số đơn', 'Khách trả', 'Tiền trả shop', 'Cước vận chuyển', 'Lợi nhuận']);
    expect(cellsOf(rowOf('05/11/2026'))).toEqual([
      '05/11/2026',
      '2',
      '12.000.000',
      '9.500.000',
      '700.000',
      '1.800.000',
    ]);
    const losing = rowOf('06/11/2026');
    expect(cellsOf(losing)).toEqual([
      '06/11/2026',
      '1',
      '1.000.000',
      '1.020.000',
      '100.000',
      '-120.000',
    ]);
    expect(losing.querySelector('.ant-typography-danger')?.textContent).toBe('-120.000');
    expect(rowOf('05/11/2026').querySelector('.ant-typography-danger')).toBeNull();
    expect(cellsOf(rowOf('Tổng cộng'))).toEqual([
      'Tổng cộng',
      '3',
      '13.000.000',
      '10.520.000',
      '800.000',
      '1.680.000',
    ]);
    const chart = screen.getByRole('img', { name: /Biểu đồ cột lợi nhuận theo ngày/ });
    expect(chart.getAttribute('aria-label')).toContain('thấp nhất -120.000 ₫ vào ngày 06/11/2026');

    await userEvent.click(
      screen.getByRole('button', { name: /^Đơn mua ngày 06\/11\/2026: 1 đơn, xem chi tiết/ }),
    );
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Chi tiết: Đơn mua ngày 06/11/2026')).toBeTruthy();
    const order = (await within(drawer).findByText('DH000077')).closest('tr')!;
    expect(Object.fromEntries(reportCalls(calls, 'profit/orders')[0]!.searchParams)).toEqual({
      from: '06/11/2026',
      end: '06/11/2026',
      skip: '0',
      take: '20',
    });
    expect(cellsOf(order)).toEqual([
      'DH000077',
      'KH000009',
      '06/11/2026',
      'Đã về kho VN',
      '1.000.000',
      '¥265,50',
      '¥12,00',
      '3.675 ₫ / ¥1',
      '1.020.000',
      '2,50 kg',
      '100.000',
      '-120.000',
    ]);
    expect(within(order).getByRole('link', { name: 'DH000077' }).getAttribute('href')).toBe(
      '/admin/orders/77',
    );
    expect(order.querySelector('.ant-typography-danger')?.textContent).toBe('-120.000');
    expect(drawer.textContent).toContain('Tổng 41 đơn');

    await userEvent.click(within(drawer).getByRole('button', { name: /Xuất Excel/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = calls().find((url) => url.searchParams.get('format') === 'xlsx')!;
    expect(exported.pathname).toBe('/api/admin/reports/profit/orders');
    expect(Object.fromEntries(exported.searchParams)).toEqual({
      from: '06/11/2026',
      end: '06/11/2026',
      format: 'xlsx',
    });
  });

  it('shows what customers owe as of now, and opens a customer’s unpaid bills', async () => {
    const { calls } = show(`/admin/reports?${PERIOD}&tab=receivables`);
    const row = (await screen.findByText('KH000005')).closest('tr')!;
    // No period: the days chosen for the other tabs are neither shown nor sent.
    expect(screen.getByText('Tính đến hiện tại')).toBeTruthy();
    expect(screen.queryByLabelText('Từ ngày')).toBeNull();
    expect(Object.fromEntries(reportCalls(calls, 'receivables')[0]!.searchParams)).toEqual({
      skip: '0',
      take: '20',
    });

    expect(cardText('Tổng quan công nợ', 'Khách còn nợ')).toBe(
      'Khách còn nợ5.000.000 ₫4 đơn chưa trả đủ',
    );
    expect(cardText('Tổng quan công nợ', 'Số khách còn nợ')).toBe('Số khách còn nợ2');
    expect(cardText('Tổng quan công nợ', 'Tổng số dư ví khách')).toContain('45.000.000 ₫');
    expect(cardText('Công nợ theo tuổi nợ', 'Trên 30 ngày')).toBe(
      'Trên 30 ngày2.000.000 ₫40% số nợ',
    );
    expect(cardText('Công nợ theo tuổi nợ', 'Chưa về kho VN')).toBe(
      'Chưa về kho VN500.000 ₫10% số nợ',
    );

    expect(cellsOf(row)).toEqual([
      'KH000005',
      'Nguyễn Thị Lan',
      '0912345678',
      '200.000',
      '3.500.000',
      '500.000',
      '1.000.000',
      '0',
      '2.000.000',
      '2',
      '-3.300.000',
    ]);
    expect(within(row).getByRole('link', { name: 'KH000005' }).getAttribute('href')).toBe(
      '/admin/customers/5',
    );
    expect(row.querySelector('.ant-typography-danger')?.textContent).toBe('-3.300.000');

    await userEvent.click(
      within(row).getByRole('button', {
        name: /^Còn nợ của KH000005 Nguyễn Thị Lan: 3\.500\.000 ₫/,
      }),
    );
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Công nợ: KH000005 – Nguyễn Thị Lan')).toBeTruthy();
    await within(drawer).findByText('DH000031');
    expect(Object.fromEntries(reportCalls(calls, 'receivables/bills')[0]!.searchParams)).toEqual({
      customerId: '5',
    });
    expect(drawer.textContent).toContain('2 đơn chưa trả đủ, còn nợ 3.500.000 ₫');
    const consignment = rowOf('KG000012', within(drawer));
    expect(cellsOf(consignment).slice(0, 4)).toEqual([
      'KG000012',
      'Đang vận chuyển',
      '01/09/2026',
      'Chưa về',
    ]);
    expect(cellsOf(rowOf('Tổng cộng', within(drawer)))).toEqual([
      'Tổng cộng',
      '',
      '2.000.000',
      '60.000',
      '40.000',
      '1.800.000',
      '0',
      '0',
      '0',
      '3.900.000',
      '400.000',
      '3.500.000',
      '12,25 kg',
    ]);
  });

  it('opens a staff member’s count onto the orders behind it, asked by activity and staff', async () => {
    const { calls } = show(`/admin/reports?${PERIOD}&tab=throughput`);
    const buyer = (await screen.findByText('Trần Văn Mua')).closest('tr')!;
    expect(cellsOf(buyer)).toEqual(['05/11/2026', 'Trần Văn MuaNV007', '3', '0', '0', '0']);
    expect(cellsOf(rowOf('Hà Nội'))).toEqual(['05/11/2026', 'Hà Nội', '12', '30,25 kg', '4']);
    expect(reportCalls(calls, 'throughput')[0]?.searchParams.get('groupBy')).toBe('day');

    await userEvent.click(
      within(buyer).getByRole('button', {
        name: /^Đơn đã mua của Trần Văn Mua, ngày 05\/11\/2026: 3 đơn, xem chi tiết/,
      }),
    );
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('KI000045');
    expect(Object.fromEntries(reportCalls(calls, 'throughput/lines')[0]!.searchParams)).toEqual({
      from: '05/11/2026',
      end: '05/11/2026',
      activity: 'OrdersBought',
      staffId: '7',
      skip: '0',
      take: '20',
    });
    expect(within(drawer).getByRole('link', { name: 'DH000123' }).getAttribute('href')).toBe(
      '/admin/orders?tab=all&keyword=DH000123',
    );
    expect(within(drawer).getByRole('link', { name: 'KI000045' }).getAttribute('href')).toBe(
      '/admin/parcels?tab=all&keyword=KI000045',
    );
    expect(drawer.textContent).toContain('05/11/2026 10:04');
  });

  it('asks a warehouse’s parcels by the activity of the warehouse: China’s, or Vietnam’s with it', async () => {
    const { calls } = show(`/admin/reports?${PERIOD}&tab=throughput`);
    await userEvent.click(
      await screen.findByRole('button', {
        name: /^Kiện nhận tại Hà Nội, ngày 05\/11\/2026: 12 kiện/,
      }),
    );
    await within(await screen.findByRole('dialog')).findByText('KI000045');
    const vietnam = reportCalls(calls, 'throughput/lines')[0]!.searchParams;
    expect([vietnam.get('activity'), vietnam.get('warehouseId'), vietnam.has('staffId')]).toEqual([
      'ParcelsInVietnam',
      '1',
      false,
    ]);

    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      screen.getByRole('button', {
        name: /^Kiện nhận tại Kho Trung Quốc, ngày 05\/11\/2026: 20 kiện/,
      }),
    );
    await waitFor(() => expect(reportCalls(calls, 'throughput/lines')).toHaveLength(2));
    const china = reportCalls(calls, 'throughput/lines')[1]!.searchParams;
    expect([china.get('activity'), china.has('warehouseId')]).toEqual(['ParcelsInChina', false]);
  });

  describe('the files built on the server (Tệp đã xuất)', () => {
    const building: ReportExportRow = {
      Id: 9,
      Report: 'revenue/lines',
      ReportName: 'Chi tiết doanh thu',
      Description: '01/11/2026 – 27/11/2026',
      Status: 0,
      StatusName: 'Đang tạo',
      Rows: 0,
      Error: '',
      CreatedDate: '2026-11-27T03:05:00.000Z',
      FinishedDate: '',
    };
    const failed: ReportExportRow = {
      ...building,
      Id: 8,
      Report: 'receivables',
      ReportName: 'Công nợ khách hàng',
      Description: '',
      Status: 2,
      StatusName: 'Không tạo được',
      Error: 'Danh sách có hơn 200.000 dòng: hãy chọn khoảng thời gian ngắn hơn.',
      CreatedDate: '2026-11-26T01:00:00.000Z',
    };
    const ready: ReportExportRow = {
      ...building,
      Status: 1,
      StatusName: 'Sẵn sàng',
      Rows: 25_431,
      FinishedDate: '2026-11-27T03:06:00.000Z',
    };
    const fileCalls = (calls: () => URL[]) =>
      calls().filter((url) => url.pathname === '/api/admin/reports/exports');

    afterEach(() => {
      vi.useRealTimers();
    });

    it('lists my files, reads them again while one is built, and downloads a ready one', async () => {
      // Fake timers that still follow real time: the 3 s poll is stepped over at once, the rest
      // (antd's animations, testing-library's waits) runs as usual.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const click = stubDownload();
      let files = [building, failed];
      const { calls } = show(`/admin/reports?${PERIOD}`, revenue, () => files);
      await user.click(await screen.findByRole('button', { name: /Tệp đã xuất/ }));
      const drawer = await screen.findByRole('dialog');
      // A phone's list (the tests' screen): one card a file.
      const row = (await within(drawer).findByText('Chi tiết doanh thu')).closest('tr')!;
      expect(row.textContent).toBe(
        'Chi tiết doanh thuĐang tạo01/11/2026 – 27/11/2026 · 27/11/2026 10:05',
      );
      expect(row.querySelector('.ant-tag-processing .anticon-spin')).toBeTruthy();
      const failedRow = rowOf('Công nợ khách hàng', within(drawer));
      expect(within(failedRow).getByText('Không tạo được').closest('.ant-tag-error')).toBeTruthy();
      expect(failedRow.textContent).toContain(failed.Error);
      expect(within(drawer).queryByRole('button', { name: /Tải về/ })).toBeNull();
      expect(Object.fromEntries(fileCalls(calls)[0]!.searchParams)).toEqual({
        skip: '0',
        take: '20',
        noloading: '1',
      });

      // Built meanwhile: the next read, 3 s later, shows it ready.
      files = [ready, failed];
      await act(() => vi.advanceTimersByTimeAsync(3_000));
      const download = await within(drawer).findByRole('button', { name: /Tải về/ });
      expect(fileCalls(calls)).toHaveLength(2);
      expect(rowOf('Chi tiết doanh thu', within(drawer)).textContent).toBe(
        'Chi tiết doanh thuSẵn sàng01/11/2026 – 27/11/2026 · 27/11/2026 10:05 · 25.431 dòngTải về',
      );

      await user.click(download);
      await waitFor(() => expect(click).toHaveBeenCalled());
      expect(calls().at(-1)?.pathname).toBe('/api/admin/reports/exports/9/file');
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
        'chi-tiet-doanh-thu.xlsx',
      );

      // Nothing is built any more: no more reading.
      await act(() => vi.advanceTimersByTimeAsync(6_000));
      expect(fileCalls(calls)).toHaveLength(2);
    });

    it('says where the files will be when there are none', async () => {
      show();
      await userEvent.click(await screen.findByRole('button', { name: /Tệp đã xuất/ }));
      expect(
        await within(await screen.findByRole('dialog')).findByText(
          'Chưa có tệp nào. Khi một danh sách quá lớn để tải ngay, tệp sẽ được tạo ở đây.',
        ),
      ).toBeTruthy();
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_MAX_ROWS, type ReceivablesReport, type ThroughputLine } from '@app/shared';
import { jsonResponse, renderConsole } from '../../../test/render';
import { ExportedFiles } from './exported-files';
import { ReceivablesReport as Receivables } from './receivables-report';
import { ThroughputLinesDrawer, type ThroughputFigure } from './throughput-lines-drawer';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CREATED = 'Đang tạo tệp. Tệp sẽ có trong mục Tệp đã xuất khi xong.';

const lines: ThroughputLine[] = [
  { Id: 1, Code: 'DH000123', StaffName: 'Trần Văn Mua', Date: '2026-11-05T03:04:00.000Z' },
];

const figure: ThroughputFigure = {
  from: '01/11/2026',
  end: '27/11/2026',
  activity: 'OrdersBought',
  staffId: 7,
  title: 'Đơn đã mua của Trần Văn Mua, từ 01/11/2026 đến 27/11/2026',
  count: 3,
};

const building = {
  Id: 9,
  Report: 'throughput/lines',
  ReportName: 'Chi tiết hiệu suất',
  Description: '01/11/2026 – 27/11/2026',
  Status: 0,
  StatusName: 'Đang tạo',
  Rows: 0,
  Error: '',
  CreatedDate: '2026-11-27T03:00:00.000Z',
  FinishedDate: '',
};

/**
 * `ui` under the reports page's files drawer, every call answered: the list's page with `total`
 * rows (`list` the path it is asked at), the export job, the files, a workbook for format=xlsx.
 */
function render(ui: React.ReactElement, list: string, page: unknown) {
  return renderConsole(<ExportedFiles>{ui}</ExportedFiles>, '/admin/reports', (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://x');
    if (searchParams.get('format') === 'xlsx') {
      return new Response('xlsx', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="hieu-suat.xlsx"' },
      });
    }
    if (pathname === '/api/admin/reports/exports') {
      return init?.method === 'POST'
        ? jsonResponse(200, { Id: 9 })
        : jsonResponse(200, { Items: [building], Total: 1 });
    }
    if (pathname === `/api/admin/reports/${list}`) return jsonResponse(200, page);
    return jsonResponse(404, { Message: `unexpected ${pathname}` });
  });
}

/** The body of each POST the page made. */
const posts = (fetch: ReturnType<typeof render>['fetch']) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => ({ url, body: JSON.parse(init?.body as string) as unknown }));

const throughputDrawer = (total: number) =>
  render(<ThroughputLinesDrawer figure={figure} onClose={() => {}} />, 'throughput/lines', {
    Items: lines,
    Total: total,
  });

describe('a list’s export', () => {
  it('has the server build a list above the download limit, then shows the files', async () => {
    const { fetch, calls } = throughputDrawer(EXPORT_MAX_ROWS + 1);
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('DH000123');
    expect(within(drawer).queryByRole('button', { name: /Xuất Excel/ })).toBeNull();

    await userEvent.click(within(drawer).getByRole('button', { name: /Tạo tệp Excel/ }));
    expect(await screen.findByText(CREATED)).toBeTruthy();
    expect(posts(fetch)).toEqual([
      {
        url: './api/admin/reports/exports',
        body: {
          Report: 'throughput/lines',
          Query: { from: '01/11/2026', end: '27/11/2026', activity: 'OrdersBought', staffId: '7' },
        },
      },
    ]);
    // The files drawer opens over the list (last in the page: on top), its new file being built.
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    const files = screen.getAllByRole('dialog').at(-1)!;
    expect(within(files).getByText('Tệp đã xuất')).toBeTruthy();
    expect(await within(files).findByText('Chi tiết hiệu suất')).toBeTruthy();
    expect(within(files).getByText('Đang tạo')).toBeTruthy();
    expect(calls().some((url) => url.searchParams.get('format') === 'xlsx')).toBe(false);
  });

  it('downloads a list at or below the limit at once, with format=xlsx', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const { fetch, calls } = throughputDrawer(20);
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('DH000123');
    expect(within(drawer).queryByRole('button', { name: /Tạo tệp Excel/ })).toBeNull();

    await userEvent.click(within(drawer).getByRole('button', { name: /Xuất Excel/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const asked = calls().find((url) => url.searchParams.get('format') === 'xlsx')!;
    expect(asked.pathname).toBe('/api/admin/reports/throughput/lines');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      from: '01/11/2026',
      end: '27/11/2026',
      activity: 'OrdersBought',
      staffId: '7',
      format: 'xlsx',
    });
    expect(posts(fetch)).toEqual([]);
  });

  it('builds the receivables as a job when more than the limit of customers owe', async () => {
    const receivables: ReceivablesReport = {
      Items: [],
      Total: EXPORT_MAX_ROWS + 5,
      Totals: {
        Balance: 0,
        Owed: 0,
        NotDue: 0,
        Days0To7: 0,
        Days8To30: 0,
        Over30: 0,
        Bills: 0,
      },
    };
    const { fetch } = render(<Receivables />, 'receivables', receivables);
    await userEvent.click(await screen.findByRole('button', { name: /Tạo tệp Excel/ }));
    expect(await screen.findByText(CREATED)).toBeTruthy();
    expect(posts(fetch).map((post) => post.body)).toEqual([{ Report: 'receivables', Query: {} }]);
  });
});

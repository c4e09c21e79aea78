import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EXTENSION_REPORT_STATUS,
  type ConsoleListAnswer,
  type ExtensionReportRow,
} from '@app/shared';
import { jsonResponse, renderConsole } from '../../../test/render';
import ExtensionReportsPage from './extension-reports-page';

afterEach(() => vi.unstubAllGlobals());

const waiting: ExtensionReportRow = {
  Id: 31,
  Link: 'https://detail.1688.com/offer/612345678901.html',
  Site: '1688',
  Version: '1.0.2',
  Reason: 'Không thấy bảng giá theo số lượng',
  CustomerId: 5,
  CustomerCode: 'KH000005',
  Status: EXTENSION_REPORT_STATUS.New,
  StatusName: 'Chờ xử lý',
  HandledNote: '',
  CreatedDate: '2026-11-23T13:15:01.000Z',
};

describe('the queue of pages the extension could not read', () => {
  it('opens on the waiting tab with counts, each page by its shop and in a new tab', async () => {
    const answer: ConsoleListAnswer<ExtensionReportRow> = {
      Items: [waiting],
      Total: 1,
      Counts: [
        { Status: EXTENSION_REPORT_STATUS.New, Count: 1 },
        { Status: EXTENSION_REPORT_STATUS.Handled, Count: 4 },
      ],
    };
    const { queries, calls } = renderConsole(
      <ExtensionReportsPage />,
      '/admin/extension-reports',
      () => jsonResponse(200, answer),
    );

    const link = await screen.findByRole('link', { name: waiting.Link });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('1688')).toBeTruthy();
    // The test's screen is a phone's: each row is one card, its date and customer first.
    expect(screen.getByText('23/11/2026 20:15 · KH000005')).toBeTruthy();
    expect(screen.getByText('Phiên bản 1.0.2')).toBeTruthy();
    expect(screen.getByText('Không thấy bảng giá theo số lượng')).toBeTruthy();
    expect(calls()[0]?.pathname).toBe('/api/admin/extension-reports');
    expect(queries()[0]?.get('status')).toBe('1');
    expect(screen.getByRole('tab', { name: /Chờ xử lý\s*1/, selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Đã xử lý\s*4/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Tất cả\s*5/ })).toBeTruthy();
  });

  it('marks a page handled with a note, and refreshes the queue', async () => {
    let handled = false;
    const { fetch } = renderConsole(
      <ExtensionReportsPage />,
      '/admin/extension-reports',
      (url, init) => {
        if (init?.method === 'PUT') {
          handled = true;
          return jsonResponse(200, { ...waiting, Status: 2, StatusName: 'Đã xử lý' });
        }
        const row = handled
          ? { ...waiting, Status: 2, StatusName: 'Đã xử lý', HandledNote: 'Đã sửa bộ đọc 1688' }
          : waiting;
        return jsonResponse(200, {
          Items: url.includes('status=1') && handled ? [] : [row],
          Total: 1,
          Counts: [{ Status: handled ? 2 : 1, Count: 1 }],
        });
      },
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Đã xử lý' }));
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 3000 });
    await userEvent.click(within(dialog).getByLabelText(/Ghi chú/));
    await userEvent.paste('  Đã sửa bộ đọc 1688 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đã xử lý' }));

    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const [url, init] = fetch.mock.calls.find(([, call]) => call?.method === 'PUT')!;
    expect(url).toBe('./api/admin/extension-reports/31/handled');
    expect(JSON.parse(init?.body as string)).toEqual({ Note: 'Đã sửa bộ đọc 1688' });
    // The queue is asked again (a loaded machine takes its time over the table).
    expect(
      await screen.findByText('Không có trang nào chờ xử lý', undefined, { timeout: 5000 }),
    ).toBeTruthy();
  });
});

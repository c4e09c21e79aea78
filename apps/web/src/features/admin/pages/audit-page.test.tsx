import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditKind, COUNT_CAP, type AuditRow, type ConsoleListAnswer } from '@app/shared';
import { jsonResponse, renderConsole } from '../../../test/render';
import AuditPage from './audit-page';

afterEach(() => vi.unstubAllGlobals());

const rows: AuditRow[] = [
  {
    Id: 1,
    ActorEmail: 'admin@x.vn',
    Action: 'withdrawal.approve',
    Entity: 'withdrawal',
    EntityId: '12',
    Before: { Status: 0 },
    After: { Status: 1, Amount: 1234567 },
    Names: {},
    CreatedDate: '2026-03-05T01:30:00.000Z',
  },
];

/** The log's answer, with the kinds counted as the server counts them; every call it got. */
function renderWith(items: AuditRow[], path = '/admin/audit') {
  const answer: ConsoleListAnswer<AuditRow> = {
    Items: items,
    Total: items.length,
    Counts: items.length > 0 ? [{ Status: AuditKind.Money, Count: items.length }] : [],
  };
  return renderConsole(<AuditPage />, path, () => jsonResponse(200, answer));
}

describe('AuditPage', () => {
  it('reads a row as a Vietnamese sentence with its changes, in Vietnam time', async () => {
    const { container } = renderWith(rows);
    expect(await screen.findByText('duyệt yêu cầu rút tiền #12', { exact: false })).toBeTruthy();
    const text = container.textContent ?? '';
    expect(text).toContain('admin@x.vn');
    expect(text).toContain('Trạng thái:');
    expect(text).toContain('Chờ duyệt → Đã duyệt');
    expect(text).toContain('1.234.567 ₫');
    expect(text).toContain('05/03/2026 08:30');
    expect(text).not.toContain('withdrawal');
    expect(text).not.toContain('{');
  });

  it('opens on every kind, each tab counted from the same answer', async () => {
    const { queries } = renderWith(rows);
    await screen.findByText('duyệt yêu cầu rút tiền #12', { exact: false });
    expect(screen.getByRole('tab', { name: /Tiền\s*1/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Tất cả\s*1/, selected: true })).toBeTruthy();
    expect(queries()[0]?.get('kind')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: /Tiền/ }));
    await waitFor(() => expect(queries().at(-1)?.get('kind')).toBe(String(AuditKind.Money)));
  });

  it('says "hơn 10.000" where the server counted no further, on the tab and the pager', async () => {
    const answer: ConsoleListAnswer<AuditRow> = {
      Items: rows,
      Total: COUNT_CAP,
      Capped: true,
      Counts: [
        { Status: AuditKind.Money, Count: COUNT_CAP, Capped: true },
        { Status: AuditKind.People, Count: 1234 },
      ],
    };
    renderConsole(<AuditPage />, '/admin/audit?entity=withdrawal', () => jsonResponse(200, answer));
    await screen.findByText('duyệt yêu cầu rút tiền #12', { exact: false });
    expect(screen.getByRole('tab', { name: /Tiền\s*hơn 10\.000/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Khách hàng & nhân viên\s*1\.234/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Tất cả\s*hơn 10\.000/ })).toBeTruthy();
    expect(screen.getByText('Hơn 10.000 thao tác')).toBeTruthy();
  });

  it('sends the keyword and the entity filters kept in the URL', async () => {
    const { queries } = renderWith(rows, '/admin/audit?entity=customer&entityId=KH000007');
    await screen.findByText('duyệt yêu cầu rút tiền #12', { exact: false });
    expect(queries()[0]?.get('entity')).toBe('customer');
    expect(queries()[0]?.get('entityId')).toBe('KH000007');
    await userEvent.type(screen.getByPlaceholderText(/nhân viên/), 'NV000003{Enter}');
    await waitFor(() => expect(queries().at(-1)?.get('keyword')).toBe('NV000003'));
    expect(queries().at(-1)?.get('entityId')).toBe('KH000007');
  });

  it('says in Vietnamese that there is nothing yet', async () => {
    renderWith([]);
    expect(await screen.findAllByText('Chưa có bản ghi nào')).not.toHaveLength(0);
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditRow } from '@app/shared';
import { startSession } from '../../../lib/session';
import { jsonResponse, renderWithApp } from '../../../test/render';
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

function renderWith(items: AuditRow[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, { Items: items, Total: items.length })),
  );
  startSession('tok-a', true, { UserInfo: { UserName: 'admin', Avatar: '', Role: 'admin' } });
  return renderWithApp(<AuditPage />, '/admin/audit');
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

  it('says in Vietnamese that there is nothing yet', async () => {
    renderWith([]);
    expect(await screen.findAllByText('Chưa có bản ghi nào')).not.toHaveLength(0);
  });
});

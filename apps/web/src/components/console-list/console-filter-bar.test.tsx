import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { ConsoleFilterBar } from './console-filter-bar';

const statuses = [
  { value: '', label: 'Mọi trạng thái' },
  { value: '1', label: 'Đã về kho' },
];

describe('console filter bar', () => {
  it('folds behind one button on a phone, searches the trimmed keyword and folds again', async () => {
    const set = vi.fn();
    renderWithApp(
      <ConsoleFilterBar
        wide={false}
        list={{ filter: { status: '1', keyword: '' }, set }}
        status={{ key: 'status', options: statuses, width: 200 }}
        placeholder="Mã vận đơn (đủ mã)"
        searchWidth={380}
      />,
    );

    const toggle = screen.getByRole('button', { name: /Bộ lọc/ });
    // One filter in use (the status): the button counts it, the fields wait behind it.
    expect(toggle.textContent).toContain('1');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByPlaceholderText('Mã vận đơn (đủ mã)').closest('form')?.style.display).toBe(
      'none',
    );

    await userEvent.click(toggle);
    const box = screen.getByPlaceholderText('Mã vận đơn (đủ mã)');
    expect(box.closest('form')?.style.display).toBe('');
    await userEvent.type(box, '  SF123 {Enter}');
    await waitFor(() => expect(set).toHaveBeenCalledWith({ status: '1', keyword: 'SF123' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the status and the search on one line on a wide screen, without the button', () => {
    renderWithApp(
      <ConsoleFilterBar
        wide
        list={{ filter: { state: '', keyword: '' }, set: () => {} }}
        status={{ key: 'state', options: statuses, width: 200 }}
        placeholder="Mã đơn"
        searchWidth={320}
      />,
    );
    expect(screen.queryByRole('button', { name: /Bộ lọc/ })).toBeNull();
    expect(screen.getByLabelText('Trạng thái')).toBeTruthy();
    expect(screen.getByPlaceholderText('Mã đơn')).toBeTruthy();
  });
});

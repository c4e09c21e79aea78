import { Form, Select } from 'antd';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { ConsoleFilterBar } from './console-filter-bar';

describe('console filter bar', () => {
  it('folds behind one button on a phone, searches the trimmed keyword and folds again', async () => {
    const onSearch = vi.fn();
    renderWithApp(
      <ConsoleFilterBar
        wide={false}
        keyword=""
        onSearch={onSearch}
        active={1}
        placeholder="Mã vận đơn"
        searchWidth={380}
        actions={<button type="button">Xuất Excel</button>}
      />,
    );

    const toggle = screen.getByRole('button', { name: /Bộ lọc/ });
    // One filter in use: the button counts it, the fields wait behind it.
    expect(toggle.textContent).toContain('1');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByPlaceholderText('Mã vận đơn').closest('form')?.style.display).toBe('none');

    await userEvent.click(toggle);
    const box = screen.getByPlaceholderText('Mã vận đơn');
    expect(box.closest('form')?.style.display).toBe('');
    expect(screen.getByRole('button', { name: 'Xuất Excel' })).toBeTruthy();
    await userEvent.type(box, '  SF123 {Enter}');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('SF123'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it("shows the list's filters, the search and its actions on one line on a wide screen", () => {
    renderWithApp(
      <ConsoleFilterBar
        wide
        keyword="DH000123"
        onSearch={() => {}}
        active={1}
        placeholder="Mã đơn"
        searchWidth={320}
        actions={<button type="button">Xuất Excel</button>}
      >
        <Form.Item label="Kho">
          <Select aria-label="Kho" options={[]} />
        </Form.Item>
      </ConsoleFilterBar>,
    );
    expect(screen.queryByRole('button', { name: /Bộ lọc/ })).toBeNull();
    expect(screen.getByLabelText('Kho')).toBeTruthy();
    expect(screen.getByPlaceholderText('Mã đơn')).toHaveProperty('value', 'DH000123');
    expect(screen.getByRole('button', { name: 'Xuất Excel' })).toBeTruthy();
  });
});

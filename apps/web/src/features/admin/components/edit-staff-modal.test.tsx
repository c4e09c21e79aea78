import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffRow } from '@app/shared';
import { jsonResponse, renderConsole } from '../../../test/render';
import { EditStaffModal } from './edit-staff-modal';

afterEach(() => vi.unstubAllGlobals());

const member = (facts: Partial<StaffRow>): StaffRow => ({
  Id: 5,
  Code: 'NV000005',
  Email: 'kho.hn@example.vn',
  FullName: 'Nguyễn Văn Kho',
  Phone: '0912000111',
  Role: 'staff',
  WarehouseId: null,
  IsLocked: false,
  CreatedDate: '2026-11-20T02:00:00.000Z',
  ...facts,
});

function renderModal(staff: StaffRow) {
  const view = renderConsole(
    <EditStaffModal staff={staff} isSelf={false} onClose={() => {}} />,
    '/admin/staff',
    (url, init) => {
      if (url.includes('getwarehouses')) {
        return jsonResponse(200, [
          { Id: 1, Name: 'Kho Hà Nội', Description: '' },
          { Id: 2, Name: 'Kho TP. Hồ Chí Minh', Description: '' },
        ]);
      }
      if (init?.method === 'PUT') {
        return jsonResponse(200, { ...staff, ...JSON.parse(init.body as string) });
      }
      return jsonResponse(200, []);
    },
  );
  const sent = () => {
    const put = view.fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    return put && { url: put[0], body: JSON.parse(put[1]?.body as string) as unknown };
  };
  return { ...view, sent };
}

/** A select (named by its label) opened: the options it offers, and a click on one. */
async function open(label: string) {
  const box = screen.getByRole('combobox', { name: label });
  await userEvent.click(box);
  const dropdown = () =>
    document
      .getElementById(box.getAttribute('aria-controls') ?? '')
      ?.closest('.ant-select-dropdown');
  await waitFor(() => expect(dropdown()?.querySelector('.ant-select-item-option')).toBeTruthy());
  return {
    titles: () =>
      Array.from(dropdown()!.querySelectorAll('.ant-select-item-option')).map((node) =>
        node.getAttribute('title'),
      ),
    pick: (title: string) =>
      userEvent.click(dropdown()!.querySelector(`.ant-select-item-option[title="${title}"]`)!),
  };
}

describe("the staff modal's role and warehouse (DESIGN §12)", () => {
  it('offers the six roles; a warehouse worker gets a warehouse, China or a Vietnamese one', async () => {
    const { sent } = renderModal(member({ Role: 'staff' }));
    await screen.findByRole('combobox', { name: 'Vai trò' });
    // No warehouse to choose for other roles.
    expect(screen.queryByRole('combobox', { name: 'Kho' })).toBeNull();

    const roles = await open('Vai trò');
    expect(roles.titles()).toEqual([
      'Quản trị viên',
      'Nhân viên',
      'Kế toán',
      'Mua hàng',
      'Kho',
      'Chăm sóc khách hàng',
    ]);
    await roles.pick('Kho');

    await screen.findByRole('combobox', { name: 'Kho' });
    const warehouses = await open('Kho');
    await waitFor(() =>
      expect(warehouses.titles()).toEqual(['Kho Trung Quốc', 'Kho Hà Nội', 'Kho TP. Hồ Chí Minh']),
    );
    await warehouses.pick('Kho Hà Nội');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(sent()).toBeTruthy());
    expect(String(sent()!.url)).toContain('admin/staff/5');
    expect(sent()!.body).toEqual({
      FullName: 'Nguyễn Văn Kho',
      Phone: '0912000111',
      Role: 'warehouse',
      WarehouseId: 1,
    });
  });

  it("shows a worker's own warehouse, and keeps none once the role is another", async () => {
    const { sent } = renderModal(member({ Role: 'warehouse', WarehouseId: 2 }));
    const warehouse = await screen.findByRole('combobox', { name: 'Kho' });
    await waitFor(() =>
      expect(warehouse.closest('.ant-select')?.textContent).toContain('Kho TP. Hồ Chí Minh'),
    );

    await (await open('Vai trò')).pick('Kế toán');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Kho' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(sent()).toBeTruthy());
    expect(sent()!.body).toMatchObject({ Role: 'accountant', WarehouseId: null });
  });

  it('moves a worker to the Chinese warehouse as no warehouse (null)', async () => {
    const { sent } = renderModal(member({ Role: 'warehouse', WarehouseId: 1 }));
    await screen.findByRole('combobox', { name: 'Kho' });
    const warehouses = await open('Kho');
    await waitFor(() => expect(warehouses.titles()).toContain('Kho Hà Nội'));
    await warehouses.pick('Kho Trung Quốc');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));

    await waitFor(() => expect(sent()).toBeTruthy());
    expect(sent()!.body).toMatchObject({ Role: 'warehouse', WarehouseId: null });
  });
});

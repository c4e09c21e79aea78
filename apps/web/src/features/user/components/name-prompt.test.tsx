import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, type UserInfo } from '@app/shared';
import { startSession } from '../../../lib/session';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { NamePrompt } from './name-prompt';

afterEach(() => vi.unstubAllGlobals());

const nameless: UserInfo = {
  Id: 5,
  Code: 'KH000005',
  UserName: 'mai@example.vn',
  Email: 'mai@example.vn',
  Phone: '0901234567',
  FullName: '',
  Address: '',
  Avatar: '',
  WarehouseId: 1,
  WarehouseName: 'Kho Hà Nội',
  Level: 0,
  LevelName: 'Thường',
  Role: 'customer',
  CreatedDate: '2026-11-26T03:00:00.000Z',
  ViewOnly: false,
};

/** The server as the prompt meets it: the profile, and updateuserinfo answering the new profile. */
function stubServer(info: UserInfo, token = 'tok-1') {
  const saved: unknown[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://x').pathname;
    if (path === '/api/customer/updateuserinfo') {
      const body = JSON.parse(init?.body as string) as { FullName: string };
      saved.push(body);
      return jsonResponse(200, { ...info, FullName: body.FullName });
    }
    return jsonResponse(200, info);
  });
  vi.stubGlobal('fetch', fetch);
  startSession(token, true, { UserInfo: { UserName: info.UserName, Avatar: '', Role: info.Role } });
  return saved;
}

describe('the name asked once after signing in', () => {
  it('asks a nameless customer, refuses an empty name, and saves the profile with the name', async () => {
    const saved = stubServer(nameless);
    renderWithApp(<NamePrompt />);
    const input = await screen.findByLabelText('Họ và tên');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText(messages.fullNameRequired)).toBeTruthy();
    expect(saved).toEqual([]);

    await userEvent.type(input, '  Trần Thị Mai ');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      FullName: 'Trần Thị Mai',
      Phone: '0901234567',
      Address: '',
      WarehouseId: 1,
      Avatar: '',
    });
  });

  it('puts the question off for this session only with "Để sau"', async () => {
    stubServer(nameless, 'tok-1');
    const first = renderWithApp(<NamePrompt />);
    await screen.findByLabelText('Họ và tên');
    await userEvent.click(screen.getByRole('button', { name: 'Để sau' }));
    first.unmount();

    // The same session, the portal opened again: not asked.
    renderWithApp(<NamePrompt />).unmount();
    const again = renderWithApp(<NamePrompt />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText('Họ và tên')).toBeNull();
    again.unmount();

    // A new sign-in (another token) asks again.
    stubServer(nameless, 'tok-2');
    renderWithApp(<NamePrompt />);
    expect(await screen.findByLabelText('Họ và tên')).toBeTruthy();
  });

  it('asks neither a customer who has a name nor staff', async () => {
    stubServer({ ...nameless, FullName: 'Trần Thị Mai' });
    const named = renderWithApp(<NamePrompt />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText('Họ và tên')).toBeNull();
    named.unmount();
    stubServer({ ...nameless, Role: 'staff' });
    renderWithApp(<NamePrompt />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText('Họ và tên')).toBeNull();
  });
});

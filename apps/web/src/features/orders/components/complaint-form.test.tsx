import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@app/shared';
import { jsonResponse, renderWithApp } from '../../../test/render';
import { startSession } from '../../../lib/session';
import { ComplaintForm } from './complaint-form';

afterEach(() => vi.unstubAllGlobals());

/**
 * The server's upload call as XMLHttpRequest meets it: every photo sent is kept, its progress
 * reported, then answered: a .png gets the next id, anything else the server's refusal.
 */
function stubUploads() {
  const sent: { url: string; file: File; authorization: string | undefined }[] = [];
  let nextId = 41;
  class FakeRequest {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {}
    send(form: FormData) {
      const file = form.get('file') as File;
      sent.push({ url: this.url, file, authorization: this.headers.Authorization });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
        // The server reads the content; here a .png name stands for a real image.
        const accepted = file.name.endsWith('.png');
        this.status = accepted ? 200 : 400;
        this.responseText = JSON.stringify(
          accepted
            ? {
                Id: nextId,
                Url: `/api/photos/${nextId}?exp=1&sig=s${nextId}`,
                CreatedDate: '2026-11-26T10:00:00.000Z',
              }
            : { file: [messages.photoTypeInvalid] },
        );
        if (accepted) nextId += 1;
        this.onload?.();
      }, 5);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('the complaint form’s photos', () => {
  it('uploads photos from the phone with previews, drops a removed or refused one, and sends the rest as PhotoIds', async () => {
    const sent = stubUploads();
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      jsonResponse(200, {
        Id: 9,
        Code: 'KN000009',
        OrderId: 5,
        ...JSON.parse(init?.body as string),
      }),
    );
    vi.stubGlobal('fetch', fetch);
    startSession('tok-c', true, {
      UserInfo: { UserName: 'lan@example.vn', Avatar: '', Role: 'customer' },
    });
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(<ComplaintForm orderId={5} orderCode="DH000005" open onClose={() => {}} />);

    const dialog = await screen.findByRole('dialog');
    // The picker is a new element after each choice: read it again every time.
    const input = () => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    // The phone offers its camera or its gallery: images only, no forced capture.
    expect(input().accept).toBe('image/*');
    expect(input().hasAttribute('capture')).toBe(false);

    await user.upload(input(), [png('hop-vo.png'), png('tem.png')]);
    await user.upload(input(), new File(['không phải ảnh'], 'ghi-chu.jpg', { type: 'image/jpeg' }));

    // The refused file stays visible as an error square, and is not sent with the complaint.
    await waitFor(() => expect(dialog.querySelector('.ant-upload-list-item-error')).not.toBeNull());
    await waitFor(() =>
      expect(dialog.querySelectorAll('img[src^="/api/photos/"]')).toHaveLength(2),
    );
    expect(sent.map((request) => request.file.name)).toEqual([
      'hop-vo.png',
      'tem.png',
      'ghi-chu.jpg',
    ]);
    expect(sent.every((request) => request.url === './api/order/complainphotos')).toBe(true);
    expect(sent[0]?.authorization).toBe('Bearer tok-c');

    // The second photo is removed before sending.
    const second = dialog
      .querySelector<HTMLElement>('img[src^="/api/photos/42"]')!
      .closest<HTMLElement>('.ant-upload-list-item')!;
    await user.click(within(second).getByRole('button', { name: /bỏ ảnh|remove|delete/i }));

    await user.type(within(dialog).getByRole('textbox', { name: 'Nội dung' }), 'Hộp bị vỡ');
    await user.click(screen.getByRole('button', { name: /Gửi khiếu nại/ }));

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toContain('order/addComplain');
    expect(JSON.parse(init?.body as string)).toMatchObject({
      OrderId: 5,
      Content: 'Hộp bị vỡ',
      PhotoIds: [41],
    });
  });

  it('refuses a photo over 10 MB before sending a byte', async () => {
    const sent = stubUploads();
    startSession('tok-c', true, {
      UserInfo: { UserName: 'lan@example.vn', Avatar: '', Role: 'customer' },
    });
    const user = userEvent.setup();
    renderWithApp(<ComplaintForm orderId={5} orderCode="DH000005" open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    const big = png('lon.png');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, big);
    await waitFor(() => expect(dialog.querySelector('.ant-upload-list-item-error')).not.toBeNull());
    expect(sent).toHaveLength(0);
  });
});

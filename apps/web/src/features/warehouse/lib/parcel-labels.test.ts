import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session';
import { fetchParcelLabel, printPdf } from './parcel-labels';

/** The label's PDF printed from a frame off screen, and fetched with the staff member's session. */

const revokeObjectURL = vi.fn();
beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:label', revokeObjectURL }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const frameOf = () => document.querySelector<HTMLIFrameElement>('iframe[title="Tem kiện"]');

describe('printing a label', () => {
  it('opens the PDF in a frame that is laid out, prints it, then leaves no trace and gives the cursor back', () => {
    const afterPrint = vi.fn();
    printPdf(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), afterPrint);
    const frame = frameOf()!;
    expect(frame.src).toBe('blob:label');
    expect(frame.style.display).not.toBe('none');
    const print = vi.fn();
    vi.spyOn(frame.contentWindow!, 'print').mockImplementation(print);
    frame.dispatchEvent(new Event('load'));
    expect(print).toHaveBeenCalledOnce();
    expect(afterPrint).not.toHaveBeenCalled();

    frame.contentWindow!.dispatchEvent(new Event('afterprint'));
    expect(afterPrint).toHaveBeenCalledOnce();
    expect(frameOf()).toBeNull();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:label');
    // The page taking the focus back later does not run it twice.
    window.dispatchEvent(new Event('focus'));
    expect(afterPrint).toHaveBeenCalledOnce();
  });

  it('asks the server for the parcel’s label in the format wanted, with the session', async () => {
    startSession('tok-staff', true, { UserInfo: { UserName: 'kho', Avatar: '', Role: 'staff' } });
    const fetch = vi.fn(
      async () =>
        new Response('^XA^XZ', {
          headers: { 'content-disposition': 'attachment; filename="tem-KI000045.zpl"' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const file = await fetchParcelLabel(45, 'zpl');
    expect(file.fileName).toBe('tem-KI000045.zpl');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('admin/transports/45/label?format=zpl');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok-staff');
  });
});

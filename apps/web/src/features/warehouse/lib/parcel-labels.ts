import { useCallback, useEffect, useRef } from 'react';
import { api, type DownloadedFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * A parcel's label as the server draws it (admin/transports/{id}/label, DESIGN §11): one design
 * for the browser's printer (PDF, 100×150 mm) and for a label printer's own language (ZPL).
 */
export const fetchParcelLabel = (parcelId: number, format: 'pdf' | 'zpl') =>
  api<DownloadedFile>(`admin/transports/${parcelId}/label`, { query: { format }, file: true });

/** How long a printed frame stays, should the browser never say its dialog closed. */
const FRAME_LIFETIME_MS = 60_000;

/**
 * Prints a PDF through the browser's dialog from a frame off screen, so the page stays as it is;
 * `afterPrint` runs once the dialog has closed (the scan screens put the cursor back).
 */
export function printPdf(blob: Blob, afterPrint?: () => void): void {
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.title = 'Tem kiện';
  frame.setAttribute('aria-hidden', 'true');
  // Not display:none — a frame that is not laid out prints nothing in Chromium.
  frame.style.cssText =
    'position:fixed;right:0;bottom:0;width:1px;height:1px;border:0;opacity:0;pointer-events:none';
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    window.clearTimeout(timer);
    frame.remove();
    URL.revokeObjectURL(url);
    afterPrint?.();
  };
  const timer = window.setTimeout(finish, FRAME_LIFETIME_MS);
  frame.addEventListener('load', () => {
    const view = frame.contentWindow;
    if (!view) return finish();
    view.addEventListener('afterprint', finish, { once: true });
    // The dialog is modal: the page has the focus back when it closes, printed or cancelled.
    window.addEventListener('focus', finish, { once: true });
    view.focus();
    view.print();
  });
  frame.src = url;
  document.body.append(frame);
}

/**
 * Printing and saving parcel labels from a screen: `print` sends the PDF to the browser's dialog,
 * `saveZpl` saves the ZPL for a label printer fed by its own tool.
 */
export function useParcelLabels(afterPrint?: () => void) {
  const after = useRef(afterPrint);
  useEffect(() => {
    after.current = afterPrint;
  }, [afterPrint]);
  const print = useCallback((parcelId: number) => {
    fetchParcelLabel(parcelId, 'pdf').then(
      ({ blob }) => printPdf(blob, () => after.current?.()),
      // The API client has told the user why; the scan screens take the cursor back.
      () => after.current?.(),
    );
  }, []);
  const saveZpl = useCallback((parcelId: number) => {
    fetchParcelLabel(parcelId, 'zpl').then(
      ({ blob, fileName }) => saveFile(blob, fileName),
      () => undefined, // told by the API client
    );
  }, []);
  return { print, saveZpl };
}

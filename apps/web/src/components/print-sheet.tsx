import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './print-sheet.css';

type SheetKind = 'slip';

interface Pending {
  kind: SheetKind;
  content: ReactNode;
  /** A new request prints again even when the content is the same. */
  serial: number;
}

/**
 * Prints one sheet (a delivery slip) through the browser's own dialog: the sheet
 * is rendered at the end of <body>, hidden on screen, and the print style hides everything else.
 * `afterPrint` runs once the dialog closes (the scan screens put the cursor back in the scanner).
 */
export function usePrintSheet(afterPrint?: () => void) {
  const [pending, setPending] = useState<Pending | null>(null);
  const after = useRef(afterPrint);
  useEffect(() => {
    after.current = afterPrint;
  }, [afterPrint]);

  useEffect(() => {
    if (!pending) return;
    const done = () => {
      setPending(null);
      after.current?.();
    };
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [pending]);

  const print = useCallback((kind: SheetKind, content: ReactNode) => {
    setPending((previous) => ({ kind, content, serial: (previous?.serial ?? 0) + 1 }));
  }, []);

  const sheet = pending
    ? createPortal(
        <div className={`print-sheet print-sheet--${pending.kind}`} key={pending.serial}>
          {pending.content}
        </div>,
        document.body,
      )
    : null;
  return { print, sheet };
}

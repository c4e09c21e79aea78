import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** Small grey text: what a table cell or a phone's row says besides its main line. */
export function Note({ children }: { children: ReactNode }) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {children}
    </Typography.Text>
  );
}

/**
 * A table cell's main line with a small grey line under it: the date under a code, the warehouse
 * under a method, the item count under a sum. No note (empty, false): the main line alone.
 */
export function CellNote({ children, note }: { children: ReactNode; note: ReactNode }) {
  return (
    <div>
      {children}
      {note ? (
        <div>
          <Note>{note}</Note>
        </div>
      ) : null}
    </div>
  );
}

/** A phone row's line of facts, those that are known, as "Kho Hà Nội · 2,50 kg · 03/05/2026". */
export const facts = (...parts: Array<string | false | null | undefined>) =>
  parts.filter(Boolean).join(' · ');

import type { ReactNode } from 'react';

/** The first line of a row on a phone: what it is in bold on the left, its status on the right. */
export function CompactHead({
  title,
  tag,
  mono,
}: {
  title: ReactNode;
  tag: ReactNode;
  /** A tracking number: monospace, broken anywhere rather than overflowing. */
  mono?: boolean;
}) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
      <strong style={mono ? { fontFamily: 'monospace', wordBreak: 'break-all' } : undefined}>
        {title}
      </strong>
      {tag}
    </div>
  );
}

import type { CSSProperties, ReactNode } from 'react';

/**
 * Things at the two ends of a line: a title and its actions, a total and its pay button (these
 * wrap under each other on a narrow screen), or, `tight`, a phone row's code and its status.
 */
export function SpreadRow({
  children,
  tight = false,
  style,
}: {
  children: ReactNode;
  /** A phone row's first line: 8 px apart, never wrapped. */
  tight?: boolean;
  style?: CSSProperties;
}) {
  const spacing: CSSProperties = tight
    ? { gap: 8 }
    : { flexWrap: 'wrap', gap: 12, alignItems: 'center' };
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', ...spacing, ...style }}>
      {children}
    </div>
  );
}

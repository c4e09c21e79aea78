import type { CSSProperties, ReactNode } from 'react';
import { Typography } from 'antd';

/** Codes, account numbers and transfer contents: every digit the same width, read digit by digit. */
export const MONO: CSSProperties = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontVariantNumeric: 'tabular-nums',
};

interface Props {
  /** The whole text: shown in a tooltip when the line is cut. */
  text: string;
  /** What the line shows, when it is more than the text (a link). */
  children?: ReactNode;
  /** Small grey text under the cell's main line. */
  secondary?: boolean;
  /** Red: something staff must look at (a balance below the amount). */
  danger?: boolean;
  strong?: boolean;
  mono?: boolean;
  /** Lines before the cut, for text that reads well wrapped between words (a bank's long name). */
  rows?: number;
  /** Puts a copy button after the line; the value copied, when it differs from the text. */
  copy?: boolean | string;
  style?: CSSProperties;
}

/**
 * One line of a console table's cell (or `rows` lines, wrapped between words): it never breaks a
 * word nor widens its column (a table fits its screen without scrolling sideways); what does not
 * fit ends in "…" and the whole text shows on hover. Names, emails and bank names use it; account
 * numbers too, in columns wide enough for them.
 */
export function CellLine({
  text,
  children,
  secondary,
  danger,
  strong,
  mono,
  rows = 1,
  copy,
  style,
}: Props) {
  const look = {
    type: danger ? ('danger' as const) : secondary ? ('secondary' as const) : undefined,
    strong,
    copyable: copy ? { text: typeof copy === 'string' ? copy : text } : false,
    style: {
      maxWidth: '100%',
      ...(secondary && { fontSize: 12 }),
      ...(mono && MONO),
      ...style,
    },
  };
  // antd cuts a Text on one line only; a Paragraph on several.
  if (rows > 1) {
    return (
      <Typography.Paragraph
        {...look}
        ellipsis={{ tooltip: text, rows }}
        style={{ ...look.style, marginBottom: 0 }}
      >
        {children ?? text}
      </Typography.Paragraph>
    );
  }
  return (
    <div style={{ minWidth: 0, lineHeight: secondary ? '20px' : undefined }}>
      <Typography.Text {...look} ellipsis={{ tooltip: text }}>
        {children ?? text}
      </Typography.Text>
    </div>
  );
}

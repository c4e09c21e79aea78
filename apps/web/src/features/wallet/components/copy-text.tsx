import type { CSSProperties, ReactNode } from 'react';
import { Typography } from 'antd';
import { toast } from '../../../lib/dialogs';

/** A value with a copy button; `copy` is what lands on the clipboard when it differs from the text. */
export function CopyText({
  children,
  copy,
  strong,
  style,
}: {
  children: ReactNode;
  copy: string;
  strong?: boolean;
  style?: CSSProperties;
}) {
  return (
    <Typography.Text
      strong={strong}
      style={style}
      copyable={{ text: copy, onCopy: () => toast.success('Đã sao chép') }}
    >
      {children}
    </Typography.Text>
  );
}

import type { ReactNode } from 'react';
import { Drawer } from 'antd';
import { useWideScreen } from '../../../lib/use-wide-screen';

/**
 * The drawer a report's figure opens onto the rows behind it (and the list of exported files):
 * most of a wide screen (the rows' tables are wide), the whole of a phone's. Its content is
 * dropped on closing, so the next figure starts on its first page.
 */
export function ReportDrawer({
  open,
  title,
  extra,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  /** Beside the title: the rows' "Xuất Excel". */
  extra?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const wide = useWideScreen();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={wide ? 'min(1100px, 100vw)' : '100%'}
      title={title}
      extra={extra}
      destroyOnHidden
    >
      {children}
    </Drawer>
  );
}

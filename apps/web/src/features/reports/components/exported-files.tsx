import { useCallback, useState, type ReactNode } from 'react';
import { ExportedFilesContext } from '../lib/exported-files-context';
import { ExportedFilesList } from './exported-files-list';
import { ReportDrawer } from './report-drawer';

/**
 * The reports page's "Tệp đã xuất" drawer, and the way for anything inside the page to open it
 * (the header's button, a list's "Tạo tệp Excel" once its file is asked for).
 */
export function ExportedFiles({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Each opening is a new drawer: antd keeps a drawer's layer where it was first put in the page,
  // so one opened before a drill-down drawer would open under it the next time. A new one is
  // placed last, on top of the drill-down drawer whose "Tạo tệp Excel" opened it.
  const [opening, setOpening] = useState(0);
  const show = useCallback(() => {
    if (open) return;
    setOpening((count) => count + 1);
    setOpen(true);
  }, [open]);
  return (
    <ExportedFilesContext.Provider value={show}>
      {children}
      <ReportDrawer key={opening} open={open} title="Tệp đã xuất" onClose={() => setOpen(false)}>
        <ExportedFilesList />
      </ReportDrawer>
    </ExportedFilesContext.Provider>
  );
}

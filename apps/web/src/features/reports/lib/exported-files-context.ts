import { createContext, useContext } from 'react';

/**
 * Opens the "Tệp đã xuất" drawer from anywhere under the reports page: the export buttons of the
 * lists, deep inside the drill-down drawers, show the file they just asked for. Outside the page
 * (no provider) it does nothing: the list is still refreshed the next time it is opened.
 */
export const ExportedFilesContext = createContext<() => void>(() => {});

export const useShowExportedFiles = () => useContext(ExportedFilesContext);

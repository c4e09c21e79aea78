// The console's list kit: a list page declares its tabs, filters, columns and call, and these
// pieces give every list the same status tabs with counts, search (folded on a phone), Excel
// export of the filtered rows, table and URL-synced paging.
export { CodeAndDate } from './code-and-date';
export { CompactHead } from './compact-head';
export { ConsoleFilterBar } from './console-filter-bar';
export { ConsoleList } from './console-list';
export { ConsoleTable } from './console-table';
export { ALL_TAB, statusTabs, waitingTab, type ConsoleTab } from './console-tabs';
export { DateRangeFilter } from './date-range-filter';
export { ExportButton } from './export-button';
export { ListSearch } from './list-search';
export { StatusTabs } from './status-tabs';
export { statusOptions } from './status-options';
export { useConsoleList, type ConsoleListState } from './use-console-list';

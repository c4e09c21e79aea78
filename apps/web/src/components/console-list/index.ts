// The console's list kit: a list page declares its tabs, filters, columns and call, and these
// pieces give every list the same status tabs with counts, search (folded on a phone), Excel
// export of the filtered rows, table and URL-synced paging.
export { CodeAndDate } from './code-and-date';
export { CompactHead } from './compact-head';
export { ConsoleList } from './console-list';
export { ALL_TAB, countText, statusTabs, waitingTab, type ConsoleTab } from './console-tabs';
export { DateRangeFilter } from './date-range-filter';
export { useConsoleList } from './use-console-list';

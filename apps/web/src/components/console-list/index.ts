// The console's list kit: a list page declares its filters, columns and query, and these pieces
// give every list the same filters (folded on a phone), status tabs, table and URL-synced paging.
export { CodeAndDate } from './code-and-date';
export { CompactHead } from './compact-head';
export { ConsoleFilterBar } from './console-filter-bar';
export { ConsoleTable } from './console-table';
export { ListSearch } from './list-search';
export { StatusTabs } from './status-tabs';
export { statusOptions } from './status-options';

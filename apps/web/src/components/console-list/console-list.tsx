import type { ComponentProps, ReactNode } from 'react';
import { Card } from 'antd';
import { PageHeading } from '../page-title';
import { ConsoleFilterBar } from './console-filter-bar';
import { ConsoleTable } from './console-table';
import { ExportButton } from './export-button';
import { StatusTabs } from './status-tabs';
import type { ConsoleListState } from './use-console-list';
import { useWideScreen } from '../../lib/use-wide-screen';

type TableProps<Row extends object> = Omit<
  ComponentProps<typeof ConsoleTable<Row>>,
  'wide' | 'rows' | 'paging' | 'loading'
>;

interface Props<Row extends object, F extends Record<string, string>> {
  /** The page's heading. */
  title: string;
  /** What the page says before the list (what the list is for), under the heading. */
  intro?: ReactNode;
  /** The list's state and answer (useConsoleList). */
  source: ConsoleListState<Row, F>;
  /** What the search box finds. */
  placeholder: string;
  searchWidth?: number;
  /** Filters besides the tab and the keyword (Form.Items). */
  filters?: ReactNode;
  /** Steps on the picked rows (bulk actions), above the table. */
  toolbar?: ReactNode;
  table: TableProps<Row>;
}

/**
 * Every console list page looks and works alike: its heading, then in one card the status tabs
 * with their counts, the search (and other filters, folded on a phone) with an Excel export of the
 * filtered rows, then the table, all of it kept in the URL.
 */
export function ConsoleList<
  Row extends object,
  F extends Record<string, string> = Record<never, string>,
>({
  title,
  intro,
  source,
  placeholder,
  searchWidth = 340,
  filters,
  toolbar,
  table,
}: Props<Row, F>) {
  const wide = useWideScreen();
  const { list } = source;
  return (
    <>
      <PageHeading>{title}</PageHeading>
      {intro}
      <Card>
        <StatusTabs
          value={source.tab}
          tabs={source.tabs}
          counts={source.counts}
          onChange={(tab) => list.set({ ...list.filter, tab })}
          compact={!wide}
        />
        <ConsoleFilterBar
          wide={wide}
          keyword={list.filter.keyword}
          onSearch={(keyword) => list.set({ ...list.filter, keyword })}
          placeholder={placeholder}
          searchWidth={searchWidth}
          active={source.active}
          actions={<ExportButton path={source.path} query={source.query} />}
        >
          {filters}
        </ConsoleFilterBar>
        {toolbar}
        <ConsoleTable<Row>
          wide={wide}
          rows={source.rows}
          loading={source.isFetching}
          paging={{ ...list.paging(source.total), capped: source.capped }}
          {...table}
        />
      </Card>
    </>
  );
}

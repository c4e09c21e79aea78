import type { ComponentType, ReactNode } from 'react';
import { Card } from 'antd';
import { ListFilter } from './list-filter';
import { PageTitle } from './page-title';

/**
 * A customer's list page: its title and actions, then in one card its filters (kept in the URL by
 * `list`, see useListPage) and its table (`children`).
 */
export function ListPage<V extends Record<string, string>>({
  title,
  actions,
  notice,
  head,
  list,
  filterName,
  Filters,
  phoneMargins,
  children,
}: {
  title: string;
  actions?: ReactNode;
  /** Above the card: what the customer should know about the list (rows waiting for them). */
  notice?: ReactNode;
  /** In the card above the filters (tabs by state). */
  head?: ReactNode;
  list: { filter: V; set: (filter: V) => void };
  /** The filter form's name (its fields' ids). */
  filterName: string;
  Filters: ComponentType<{ wide: boolean }>;
  /** See ListFilter: what follows the filters on a phone sets the space under them. */
  phoneMargins?: { form?: number; submit?: number };
  children: ReactNode;
}) {
  return (
    <>
      <PageTitle title={title} actions={actions} />
      {notice}
      <Card>
        {head}
        <ListFilter
          name={filterName}
          value={list.filter}
          onSearch={list.set}
          phoneMargins={phoneMargins}
        >
          {(wide) => <Filters wide={wide} />}
        </ListFilter>
        {children}
      </Card>
    </>
  );
}

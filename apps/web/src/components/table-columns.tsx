import { cloneElement, isValidElement, type ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { formatVnd } from '@app/shared';
import { CellNote } from './cell-note';

type Column<Row> = TableColumnsType<Row>[number];

/**
 * A column of figures (money, weights, counts): right-aligned so the digits line up, each value
 * written by `format` as the rest of the portal writes it.
 */
export function figureColumn<Row>(
  title: ReactNode,
  dataIndex: keyof Row & string,
  format: (value: number) => ReactNode,
  width?: number,
): Column<Row> {
  return { title, dataIndex, width, align: 'right', render: (value: number) => format(value) };
}

/** A column of two lines a cell: `main`, and under it the small grey `note` (see CellNote). */
export function notedColumn<Row>(
  title: ReactNode,
  dataIndex: keyof Row & string,
  width: number,
  main: (row: Row) => ReactNode,
  note: (row: Row) => ReactNode,
): Column<Row> {
  return {
    title,
    dataIndex,
    width,
    render: (_, row) => <CellNote note={note(row)}>{main(row)}</CellNote>,
  };
}

/** An amount the customer still has to pay: in bold, where the eye looks first. */
export const strongVnd = (value: number) => <strong>{formatVnd(value)}</strong>;

/**
 * A phone's one column: each row drawn as a small card by `card`, its lines `gap` px apart (what
 * the wide columns show, without scrolling sideways).
 */
export function compactColumn<Row>(
  title: string,
  card: (row: Row) => ReactNode,
  gap = 4,
): TableColumnsType<Row> {
  return [
    {
      title,
      key: 'all',
      // One track as wide as the cell, never wider: a long line or a row of buttons wraps instead of
      // pushing the table past a phone's width.
      render: (_, row) => (
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap }}>
          {card(row)}
        </div>
      ),
    },
  ];
}

/**
 * A table's "select all" checkbox named in Vietnamese: antd names it "Select all" whatever the
 * locale, and a screen reader reads that name. Given as the rowSelection's columnTitle.
 */
export const selectAllTitle = (checkbox: ReactNode): ReactNode =>
  isValidElement<{ 'aria-label'?: string }>(checkbox)
    ? cloneElement(checkbox, { 'aria-label': 'Chọn tất cả' })
    : checkbox;

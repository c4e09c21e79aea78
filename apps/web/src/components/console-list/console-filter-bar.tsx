import { useState, type ReactNode } from 'react';
import { Form, Input } from 'antd';
import { FilterToggle } from '../filter-toggle';

interface Props {
  wide: boolean;
  /** The keyword in the URL; the box shows it, also when a link changed it. */
  keyword: string;
  /** A search with the trimmed keyword (from page 1). */
  onSearch: (keyword: string) => void;
  /** What the box finds, as its placeholder says. */
  placeholder: string;
  searchWidth: number;
  /** How many filters are in use: the phone's button counts them. */
  active: number;
  /** Filters besides the keyword (selects…), as Form.Items. */
  children?: ReactNode;
  /** What acts on the whole filtered list (the export), at the end of the line. */
  actions?: ReactNode;
}

/**
 * The filters above a console list: the search box, the list's other filters and its actions on
 * one line; on a phone they fold behind one "Bộ lọc" button (counting the filters in use), so the
 * rows come first, and fold again once a search is sent.
 */
export function ConsoleFilterBar({
  wide,
  keyword,
  onSearch,
  placeholder,
  searchWidth,
  active,
  children,
  actions,
}: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {!wide && (
        <FilterToggle open={open} active={active} onToggle={() => setOpen((shown) => !shown)} />
      )}
      <Form
        layout={wide ? 'inline' : 'vertical'}
        style={{ marginBottom: 16, rowGap: 8, display: wide || open ? undefined : 'none' }}
        onValuesChange={() => setOpen(false)}
      >
        {children}
        <Form.Item label="Tìm">
          <Input.Search
            key={keyword}
            aria-label="Tìm"
            allowClear
            defaultValue={keyword}
            placeholder={placeholder}
            maxLength={100}
            enterButton="Tìm kiếm"
            onSearch={(value) => {
              onSearch(value.trim());
              setOpen(false);
            }}
            style={wide ? { width: searchWidth } : undefined}
          />
        </Form.Item>
        {actions && (
          <Form.Item style={wide ? { marginInlineStart: 'auto', marginInlineEnd: 0 } : undefined}>
            {actions}
          </Form.Item>
        )}
      </Form>
    </>
  );
}

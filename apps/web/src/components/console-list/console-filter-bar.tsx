import { useState } from 'react';
import { Form, Input, Select } from 'antd';
import { FilterToggle } from '../filter-toggle';

interface Props<F extends Record<string, string>> {
  wide: boolean;
  /** The URL-synced list (useUrlList): what is filtered, and how to filter anew from page 1. */
  list: { filter: F; set: (next: F) => void };
  /** The status select, when the list filters by status: its key in the filter, its options. */
  status?: { key: keyof F; options: Array<{ value: string; label: string }>; width: number };
  /** The search box: its key is `keyword`; what it finds, as its placeholder says. */
  placeholder: string;
  searchWidth: number;
}

/**
 * The filters above a console list: a status select and a search box on one line; on a phone
 * they fold behind one "Bộ lọc" button (counting the filters in use), so the rows come first.
 */
export function ConsoleFilterBar<F extends Record<string, string> & { keyword: string }>({
  wide,
  list,
  status,
  placeholder,
  searchWidth,
}: Props<F>) {
  const [open, setOpen] = useState(false);
  const active = Object.values(list.filter).filter((value) => value !== '').length;
  const apply = (change: Partial<F>) => {
    list.set({ ...list.filter, ...change });
    setOpen(false);
  };

  return (
    <>
      {!wide && (
        <FilterToggle open={open} active={active} onToggle={() => setOpen((shown) => !shown)} />
      )}
      <Form
        layout={wide ? 'inline' : 'vertical'}
        style={{ marginBottom: 16, rowGap: 8, display: wide || open ? undefined : 'none' }}
      >
        {status && (
          <Form.Item label="Trạng thái">
            <Select
              aria-label="Trạng thái"
              value={list.filter[status.key]}
              options={status.options}
              onChange={(value) => apply({ [status.key]: value } as Partial<F>)}
              style={wide ? { width: status.width } : undefined}
            />
          </Form.Item>
        )}
        <Form.Item label="Tìm">
          <Input.Search
            allowClear
            defaultValue={list.filter.keyword}
            placeholder={placeholder}
            onSearch={(keyword) => apply({ keyword: keyword.trim() } as Partial<F>)}
            style={wide ? { width: searchWidth } : undefined}
          />
        </Form.Item>
      </Form>
    </>
  );
}

import { useRef, useState } from 'react';
import { AutoComplete, Input, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { SearchHit } from '@app/shared';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { searchQuery } from '../api/search';
import { groupHits, hitKey, hitPath, soleExactHit } from '../lib/search-hits';

const SEARCH_PLACEHOLDER = 'Tìm đơn, kiện, mã vận đơn…';
const BOX_CLASS = 'header-search';

function HitLabel({ hit }: { hit: SearchHit }) {
  return (
    <div style={{ minWidth: 0 }}>
      <div style={{ display: 'flex', gap: 8, minWidth: 0 }}>
        <Typography.Text strong style={{ flex: 'none' }}>
          {hit.Code}
        </Typography.Text>
        <Typography.Text ellipsis style={{ minWidth: 0 }}>
          {hit.Title}
        </Typography.Text>
      </div>
      {hit.Subtitle && (
        <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, display: 'block' }}>
          {hit.Subtitle}
        </Typography.Text>
      )}
    </div>
  );
}

interface Props {
  autoFocus?: boolean;
  /** A hit was opened (the phone's search bar closes). */
  onDone?: () => void;
}

/**
 * The portal header's one search box: the customer's orders, consignments, parcels (our code or
 * the Chinese tracking number), delivery slips and notices, as they type (a dropdown grouped by
 * kind, arrow keys and Enter to open one). Enter before any hit shows opens the record the keyword
 * names exactly, if it names one, and otherwise shows the hits.
 */
export function HeaderSearch({ autoFocus = false, onDone }: Props) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // Another page opened (a menu link, a hit): the list or the status under the box closes —
  // unless the person is typing in the box: a slow page (its code still loading) commits after
  // the keys typed since, and must not close the list those keys opened.
  const { pathname } = useLocation();
  const [shownAt, setShownAt] = useState(pathname);
  if (pathname !== shownAt) {
    setShownAt(pathname);
    if (!document.activeElement?.closest(`.${BOX_CLASS}`)) setOpen(false);
  }
  const keyword = useDebouncedValue(text.trim(), 250);
  const { data, error, isFetching } = useQuery({
    ...searchQuery(keyword),
    enabled: keyword !== '',
  });
  // The first hit is highlighted: Enter opens it, and also reaches the box's own Enter, which
  // then does nothing. With no hit shown yet, the box's Enter looks the keyword up itself.
  const picked = useRef(false);
  // Only what answers the text as it stands: Enter must not open a hit of an earlier keyword.
  const current = keyword !== '' && keyword === text.trim();
  const hits = current ? (data?.Items ?? []) : [];

  const go = (path: string) => {
    setOpen(false);
    setText('');
    onDone?.();
    void navigate(path);
  };

  const submit = async (value: string) => {
    if (picked.current) return;
    const q = value.trim();
    if (!q) return;
    const answer = await client.fetchQuery(searchQuery(q)).catch(() => undefined);
    const exact = answer && soleExactHit(answer.Items);
    if (exact) go(hitPath(exact, q));
    else setOpen(true);
  };

  const options = groupHits(hits).map((group) => ({
    label: group.title,
    options: group.hits.map((hit) => ({ value: hitKey(hit), label: <HitLabel hit={hit} /> })),
  }));
  // Without hits the listbox stays closed (an empty one would point the box at no option) and a
  // status line under the box says why, read out as it changes.
  const status =
    !open || !keyword || hits.length > 0
      ? null
      : error
        ? error.message
        : !current || isFetching || !data
          ? 'Đang tìm…'
          : `Không tìm thấy đơn, kiện hay thông báo nào khớp "${keyword}"`;

  return (
    <div className={BOX_CLASS} style={{ position: 'relative', width: '100%' }}>
      <AutoComplete
        value={text}
        options={options}
        open={open && hits.length > 0}
        onOpenChange={setOpen}
        onBlur={() => setOpen(false)}
        // The first hit is highlighted, so the box always names an option it points at.
        defaultActiveFirstOption
        // Every option in the page, not a virtual window of them: the listbox names its options and
        // groups as a screen reader expects (the virtual list's hidden copy marks a group selected).
        virtual={false}
        style={{ width: '100%' }}
        onChange={(value: string) => {
          if (hits.some((hit) => hitKey(hit) === value)) return;
          setText(value);
          setOpen(true);
        }}
        onSelect={(key: string) => {
          const hit = hits.find((one) => hitKey(one) === key);
          if (!hit) return;
          // Set for the rest of this key press only (a click selects without one).
          picked.current = true;
          window.setTimeout(() => (picked.current = false));
          go(hitPath(hit, keyword));
        }}
      >
        <Input.Search
          aria-label="Tìm đơn, kiện, mã vận đơn hoặc thông báo"
          placeholder={SEARCH_PLACEHOLDER}
          allowClear
          autoFocus={autoFocus}
          onSearch={(value) => void submit(value)}
        />
      </AutoComplete>
      <div role="status" className={status ? 'header-search__status' : undefined}>
        {status}
      </div>
    </div>
  );
}

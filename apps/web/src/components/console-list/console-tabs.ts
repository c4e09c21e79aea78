import { countedRows, formatNumber, type CountedRows, type StatusCounts } from '@app/shared';

/**
 * A tab over a console list: the statuses it shows (every status without any). A tab of several
 * statuses holds a queue's work waiting together with the work taken, so an item does not vanish
 * from view when a staff member takes it.
 */
export interface ConsoleTab {
  key: string;
  label: string;
  statuses?: readonly number[];
}

/** The tab a queue opens on: the work waiting, and the work taken with it. */
export const waitingTab = (label: string, statuses: readonly number[]): ConsoleTab => ({
  key: 'waiting',
  label,
  statuses,
});

/** The tab of every status: its key in the URL. */
export const ALL_TAB = 'all';

/** A tab per status, by its label, after `first` (the work waiting) and before "Tất cả". */
export function statusTabs<S extends number>(
  statuses: readonly S[],
  names: Record<S, string>,
  first: ConsoleTab[] = [],
): ConsoleTab[] {
  return [
    ...first,
    ...statuses.map((status) => ({
      key: String(status),
      label: names[status],
      statuses: [status],
    })),
    { key: ALL_TAB, label: 'Tất cả' },
  ];
}

/** The statuses a tab key names (a status written straight in the URL is its own tab). */
export function statusesOf(tabs: ConsoleTab[], key: string): readonly number[] | undefined {
  const tab = tabs.find((one) => one.key === key);
  if (tab) return tab.statuses;
  return /^\d+$/.test(key) ? [Number(key)] : undefined;
}

/** How many rows a tab holds, from the counts of the list's answer. */
export const tabCount = (
  tab: ConsoleTab,
  counts: StatusCounts | undefined,
): CountedRows | undefined =>
  counts === undefined ? undefined : countedRows(counts, tab.statuses);

/** A count as a list shows it: "1.234", or "hơn 10.000" where the server counted no further. */
export const countText = ({ count, capped }: CountedRows): string =>
  capped ? `hơn ${formatNumber(count)}` : formatNumber(count);

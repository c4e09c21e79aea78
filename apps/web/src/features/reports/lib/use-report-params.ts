import { useSearchParams } from 'react-router';
import { REPORT_NAMES, type ReportName } from '@app/shared';
import type { ReportQuery } from '../api/reports';
import { rangeOf, type GroupBy } from './report-period';

/** The page's reports, as its tabs and the URL name them: the server's report names. */
export type ReportTab = ReportName;

const isTab = (value: string | null): value is ReportTab =>
  (REPORT_NAMES as readonly (string | null)[]).includes(value);

export interface ReportParams extends ReportQuery {
  tab: ReportTab;
}

const DEFAULTS: Pick<ReportParams, 'groupBy' | 'tab'> = { groupBy: 'day', tab: 'revenue' };

/**
 * The report shown, kept in the URL (`from`, `end`, `groupBy`, `tab`) so a link or the back button
 * opens the same one. Without days it covers the current month, as the server does.
 */
export function useReportParams() {
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params.get('from'), params.get('end'));
  const groupBy: GroupBy = params.get('groupBy') === 'month' ? 'month' : 'day';
  const asked = params.get('tab');
  const tab: ReportTab = isTab(asked) ? asked : DEFAULTS.tab;
  const current: ReportParams = { ...range, groupBy, tab };

  /** Changes some of the choices; the defaults are left out of the URL. */
  const set = (next: Partial<ReportParams>) => {
    const query = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === DEFAULTS[key as keyof typeof DEFAULTS]) query.delete(key);
      else query.set(key, value);
    }
    setParams(query);
  };

  const query: ReportQuery = { from: range.from, end: range.end, groupBy };
  return { ...current, query, set };
}

import { Tabs } from 'antd';
import type { StatusCounts } from '@app/shared';
import { countText, tabCount, type ConsoleTab } from './console-tabs';

interface Props {
  /** The tab in the URL. */
  value: string;
  tabs: ConsoleTab[];
  /** The counts of the list's answer: each tab says how many rows it holds. */
  counts: StatusCounts | undefined;
  onChange: (tab: string) => void;
  /** Smaller tabs closer together on a phone, so more statuses fit one line. */
  compact?: boolean;
}

/**
 * A console list's status tabs, each with its count (from the same answer as the rows): "hơn 10.000"
 * where the server counted no further (COUNT_CAP).
 */
export function StatusTabs({ value, tabs, counts, onChange, compact }: Props) {
  return (
    <Tabs
      activeKey={value}
      items={tabs.map((tab) => {
        const count = tabCount(tab, counts);
        return {
          key: tab.key,
          label: (
            <span>
              {tab.label}
              {count !== undefined && (
                <span className={`console-tab-count${value === tab.key ? ' active' : ''}`}>
                  {countText(count)}
                </span>
              )}
            </span>
          ),
        };
      })}
      onChange={onChange}
      {...(compact && { size: 'small' as const, tabBarGutter: 16 })}
      style={{ marginTop: -12 }}
    />
  );
}

import { Tabs, type TabsProps } from 'antd';

interface Props {
  /** The status in the URL. */
  value: string;
  items: NonNullable<TabsProps['items']>;
  onChange: (status: string) => void;
  /** Pulled up into the card's top padding, by how much the list's header needs. */
  marginTop: number;
  /** Smaller tabs closer together on a phone, so more statuses fit one line. */
  compact?: boolean;
}

/** A queue's statuses as tabs over its list. */
export function StatusTabs({ value, items, onChange, marginTop, compact }: Props) {
  return (
    <Tabs
      activeKey={value}
      items={items}
      onChange={onChange}
      {...(compact && { size: 'small' as const, tabBarGutter: 16 })}
      style={{ marginTop }}
    />
  );
}

import { Badge, Button } from 'antd';
import { FilterOutlined } from '@ant-design/icons';

/** On a phone a list's filters fold behind this one button, which counts the filters in use. */
export function FilterToggle({
  open,
  active,
  onToggle,
}: {
  open: boolean;
  /** How many filters are in use. */
  active: number;
  onToggle: () => void;
}) {
  return (
    <Button
      icon={<FilterOutlined />}
      aria-expanded={open}
      onClick={onToggle}
      style={{ marginBottom: 12 }}
    >
      Bộ lọc
      {active > 0 && <Badge count={active} size="small" color="#c8102e" />}
    </Button>
  );
}

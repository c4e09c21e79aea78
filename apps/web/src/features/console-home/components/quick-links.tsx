import { Button, Col, Row } from 'antd';
import { useHref } from 'react-router';
import type { ConsoleMenuEntry } from '../../../app/console-menu';
import { consoleMenuIcons } from '../../../app/console-menu-icons';

function QuickLink({ entry }: { entry: ConsoleMenuEntry }) {
  const href = useHref(entry.path);
  return (
    <Button
      href={href}
      icon={consoleMenuIcons[entry.path]}
      block
      style={{ justifyContent: 'flex-start', height: 'auto', minHeight: 40, whiteSpace: 'normal' }}
    >
      {entry.label}
    </Button>
  );
}

/** The role's other menu entries (the scan screens, the order board...) as a grid of links. */
export function QuickLinks({ entries }: { entries: ConsoleMenuEntry[] }) {
  return (
    <Row gutter={[12, 12]}>
      {entries.map((entry) => (
        <Col key={entry.path} xs={12} md={8} xl={6}>
          <QuickLink entry={entry} />
        </Col>
      ))}
    </Row>
  );
}

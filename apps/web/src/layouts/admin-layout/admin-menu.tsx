import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { consoleMenuFor, consoleQueues, type ConsoleMenuEntry } from '../../app/console-menu';
import { consoleMenuIcons } from '../../app/console-menu-icons';
import { adminPaths } from '../../app/routes';
import { QueueMenuLabel } from './queue-menu-label';

type Item = Required<MenuProps>['items'][number];

/** The entries that count what waits in their queue (the badge's tooltip names it). */
const queues = new Map(consoleQueues.map((queue) => [queue.path, queue]));

const item = ({ path, label }: ConsoleMenuEntry): Item => {
  const queue = queues.get(path);
  return {
    key: path,
    icon: consoleMenuIcons[path],
    label: queue ? <QueueMenuLabel label={label} queue={queue.queue} noun={queue.noun} /> : label,
  };
};

/**
 * The console's sidebar, grouped by desk (app/console-menu.ts): only the entries the role may
 * open, so only those count their queue, and no empty group.
 */
export function adminMenuItems(role: string | undefined): Item[] {
  return consoleMenuFor(role).flatMap((group): Item[] =>
    // An unnamed group (the home page) stands at the top, above the desks.
    group.label === undefined
      ? group.entries.map(item)
      : [{ type: 'group', label: group.label, children: group.entries.map(item) }],
  );
}

/** The menu key lit for a path: a customer's or an order's detail page belongs to its list. */
const selectedKey = (pathname: string) =>
  [adminPaths.customers, adminPaths.orders, adminPaths.bags].find((list) =>
    pathname.startsWith(`${list}/`),
  ) ?? pathname;

interface Props {
  /** The signed-in staff member's role: what the menu offers. */
  role: string | undefined;
  collapsed?: boolean;
  onNavigate?: () => void;
}

export function AdminMenu({ role, collapsed = false, onNavigate }: Props) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <nav aria-label="Menu quản trị">
      <Menu
        mode="inline"
        items={adminMenuItems(role)}
        selectedKeys={[selectedKey(pathname)]}
        inlineCollapsed={collapsed}
        style={{ borderInlineEnd: 'none' }}
        onClick={({ key }) => {
          void navigate(key);
          onNavigate?.();
        }}
      />
    </nav>
  );
}

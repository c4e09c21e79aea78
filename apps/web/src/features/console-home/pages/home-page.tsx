import { useId, type ReactNode } from 'react';
import { Typography } from 'antd';
import { formatDate, isStaffRole, staffRoleNames } from '@app/shared';
import { consoleMenuFor, consoleQueues } from '../../../app/console-menu';
import { adminPaths } from '../../../app/routes';
import { PageTitle } from '../../../components/page-title';
import { useMayOpen, useStaffRole } from '../../../lib/console-access';
import { QueueCards } from '../components/queue-cards';
import { QuickLinks } from '../components/quick-links';
import { TodayFigures } from '../components/today-figures';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ marginTop: 24 }}>
      <Typography.Title id={id} level={2} style={{ fontSize: 18, marginTop: 0, marginBottom: 12 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/**
 * "Tổng quan", the console's home (DESIGN §12): what waits in the queues the role handles, its
 * other pages a click away, and for those who read the reports today's money and the last two
 * weeks' revenue. Which queue and which link shows comes from the menu (app/console-menu.ts): a
 * role sees here what its menu offers, nothing it may not open.
 */
export default function ConsoleHomePage() {
  const role = useStaffRole();
  const reports = useMayOpen('reports');
  const entries = consoleMenuFor(role)
    .flatMap((group) => group.entries)
    .filter((entry) => entry.path !== adminPaths.home);
  const queues = consoleQueues.filter((queue) =>
    entries.some((entry) => entry.path === queue.path),
  );
  const others = entries.filter((entry) => !queues.some((queue) => queue.path === entry.path));
  const roleName = isStaffRole(role) ? staffRoleNames[role] : undefined;
  return (
    <>
      <PageTitle
        title="Tổng quan"
        beside={
          <Typography.Text type="secondary" style={{ fontSize: 16 }}>
            Ngày {formatDate(new Date())}
          </Typography.Text>
        }
        style={{ marginBottom: 4 }}
      />
      <Typography.Text type="secondary">
        {roleName ? `Xin chào! Bạn đang làm việc với vai trò ${roleName}.` : 'Xin chào!'}
      </Typography.Text>
      {queues.length > 0 && (
        <Section title="Việc đang chờ">
          <QueueCards queues={queues} />
        </Section>
      )}
      {reports && (
        <Section title="Hôm nay">
          <TodayFigures />
        </Section>
      )}
      {others.length > 0 && (
        <Section title="Truy cập nhanh">
          <QuickLinks entries={others} />
        </Section>
      )}
    </>
  );
}

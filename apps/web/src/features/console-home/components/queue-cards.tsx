import { Col, Row, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ConsoleQueue } from '../../../app/console-menu';
import { consoleMenuIcons } from '../../../app/console-menu-icons';
import { queueCountsQuery } from '../../admin';
import { FigureCard } from './figure-card';

/**
 * "Việc đang chờ": a card per queue the role handles, its count (calm at 0, in the brand's colour
 * when something waits), the card a link to the list it waits in.
 */
export function QueueCards({ queues }: { queues: ConsoleQueue[] }) {
  const { token } = theme.useToken();
  const { data } = useQuery(queueCountsQuery);
  return (
    <Row gutter={[16, 16]}>
      {queues.map(({ queue, path, title }) => {
        const waiting = data?.[queue];
        return (
          <Col key={queue} xs={24} sm={12} xl={8}>
            <FigureCard
              icon={consoleMenuIcons[path]}
              label={title}
              value={waiting ?? '–'}
              valueColor={waiting ? token.colorPrimary : token.colorTextTertiary}
              extra={waiting === undefined ? ' ' : waiting > 0 ? 'Cần xử lý' : 'Không có gì chờ'}
              to={path}
            />
          </Col>
        );
      })}
    </Row>
  );
}

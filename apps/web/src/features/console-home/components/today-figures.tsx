import { Alert, Card, Col, Row, Skeleton } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  QuestionCircleOutlined,
  RiseOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatVnd, type TodayFigures as Figures } from '@app/shared';
import { adminPaths } from '../../../app/routes';
import { periodLabel, RevenueChart } from '../../reports';
import { todayFiguresQuery } from '../api/today';
import { FigureCard } from './figure-card';

/** The last 14 days' revenue, as the reports draw it. */
function RevenueDays({ days }: { days: Figures['RevenueDays'] }) {
  const first = days[0];
  const last = days.at(-1);
  return (
    <Card
      title="Doanh thu 14 ngày"
      extra={<Link to={adminPaths.reports}>Xem báo cáo</Link>}
      style={{ marginTop: 16 }}
    >
      <RevenueChart
        points={days.map((day) => ({ period: day.Period, amount: day.Amount }))}
        range={{
          from: first ? periodLabel(first.Period) : '',
          end: last ? periodLabel(last.Period) : '',
        }}
        groupBy="day"
        tableBelow={false}
      />
    </Card>
  );
}

/**
 * "Hôm nay" (the roles that read the reports): what the bank brought and what of it waits
 * unmatched, what was credited to and paid out of the wallets, the day's revenue, and the last two
 * weeks' revenue a day.
 */
export function TodayFigures() {
  const { data, isError } = useQuery(todayFiguresQuery);
  if (isError) return <Alert type="warning" showIcon title="Chưa tải được số liệu hôm nay." />;
  if (!data) return <Skeleton active />;
  const transfers = (count: number) => `${count} giao dịch`;
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} xl={8}>
          <FigureCard
            icon={<ArrowDownOutlined />}
            label="Tiền về"
            value={formatVnd(data.Received)}
            extra={transfers(data.ReceivedCount)}
          />
        </Col>
        <Col xs={24} sm={12} xl={8}>
          <FigureCard
            icon={<QuestionCircleOutlined />}
            label="Chưa khớp"
            value={formatVnd(data.Unmatched)}
            extra={transfers(data.UnmatchedCount)}
            to={adminPaths.bankTransfers}
          />
        </Col>
        <Col xs={24} sm={12} xl={8}>
          <FigureCard
            icon={<WalletOutlined />}
            label="Đã cộng ví"
            value={formatVnd(data.Credited)}
          />
        </Col>
        <Col xs={24} sm={12} xl={8}>
          <FigureCard
            icon={<ArrowUpOutlined />}
            label="Đã chi trả khỏi ví"
            value={formatVnd(data.Withdrawn)}
            extra={`${data.WithdrawnCount} lần chi`}
          />
        </Col>
        <Col xs={24} sm={12} xl={8}>
          <FigureCard
            icon={<RiseOutlined />}
            label="Doanh thu hôm nay"
            value={formatVnd(data.Revenue)}
          />
        </Col>
      </Row>
      <RevenueDays days={data.RevenueDays} />
    </>
  );
}

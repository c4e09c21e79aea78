import { Typography } from 'antd';
import { CreditCardOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { formatVnd, type DashboardAnswer } from '@app/shared';
import { paths } from '../../../app/routes';
import { StatCard } from './stat-card';

/** What is in Vietnam waiting to be paid: the sum, and the orders and consignments it is for. */
export function WaitingPayment({ waiting }: { waiting: DashboardAnswer['WaitingPayment'] }) {
  const { Orders, Consignments, Amount } = waiting;
  return (
    <StatCard
      icon={<CreditCardOutlined />}
      label="Chờ thanh toán"
      value={formatVnd(Amount)}
      extra={
        Orders + Consignments === 0 ? (
          <Typography.Text type="secondary">Không có khoản nào chờ thanh toán</Typography.Text>
        ) : (
          <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 12 }}>
            {Orders > 0 && <Link to={paths.orderWaitPay}>{Orders} đơn mua hộ</Link>}
            {Consignments > 0 && <Link to={paths.transportWaitPay}>{Consignments} đơn ký gửi</Link>}
          </div>
        )
      }
    />
  );
}

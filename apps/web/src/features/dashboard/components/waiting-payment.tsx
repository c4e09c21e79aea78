import { Typography } from 'antd';
import { CreditCardOutlined } from '@ant-design/icons';
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
      to={Consignments > 0 && Orders === 0 ? paths.transportWaitPay : paths.orderWaitPay}
      extra={
        Orders + Consignments === 0 ? (
          <Typography.Text type="secondary">Không có khoản nào chờ thanh toán</Typography.Text>
        ) : (
          <Typography.Text type="secondary">
            {[
              Orders > 0 && `${Orders} đơn mua hộ`,
              Consignments > 0 && `${Consignments} đơn ký gửi`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Text>
        )
      }
    />
  );
}

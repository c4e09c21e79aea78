import type { ReactNode } from 'react';
import { Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { OrderDetail } from '@app/shared';
import { PageHeading } from '../../../components/page-title';
import { OrderStateTag } from './order-state-tag';

/** The top of an order's page, the customer's and the desk's: back, code, state, what one may do. */
export function OrderHeader({
  order,
  back,
  note,
  actions,
}: {
  order: OrderDetail;
  back: string;
  /** A line beside the state (the desk shows the customer and the shop's order number). */
  note?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <>
      <Link to={back}>
        <ArrowLeftOutlined /> Đơn mua hộ
      </Link>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 12,
          justifyContent: 'space-between',
          alignItems: 'center',
          margin: '8px 0 16px',
        }}
      >
        <Space wrap>
          <PageHeading style={{ margin: 0 }}>{order.Code}</PageHeading>
          <OrderStateTag state={order.State} name={order.StateName} />
          {note && <Typography.Text type="secondary">{note}</Typography.Text>}
        </Space>
        <Space wrap>{actions}</Space>
      </div>
    </>
  );
}

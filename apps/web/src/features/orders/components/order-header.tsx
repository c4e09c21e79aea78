import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { OrderDetail } from '@app/shared';
import { PageTitle } from '../../../components/page-title';
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
      <PageTitle
        title={order.Code}
        beside={
          <>
            <OrderStateTag state={order.State} name={order.StateName} />
            {note && <Typography.Text type="secondary">{note}</Typography.Text>}
          </>
        }
        actions={actions}
        style={{ margin: '8px 0 16px' }}
      />
    </>
  );
}

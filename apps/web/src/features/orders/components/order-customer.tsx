import { Descriptions } from 'antd';
import { Link } from 'react-router';
import type { AdminOrderDetail } from '@app/shared';
import { adminCustomerPath } from '../../../app/routes';

/** Who ordered, for the buyer: their page in the console, and their phone to call from a phone. */
export function OrderCustomer({ order }: { order: AdminOrderDetail }) {
  const phone = order.CustomerPhone.replace(/[^\d+]/g, '');
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        {
          key: 'code',
          label: 'Mã khách',
          children: <Link to={adminCustomerPath(order.CustomerId)}>{order.CustomerCode}</Link>,
        },
        { key: 'name', label: 'Họ tên', children: order.CustomerName || '—' },
        {
          key: 'phone',
          label: 'Điện thoại',
          children: phone ? <a href={`tel:${phone}`}>{order.CustomerPhone}</a> : '—',
        },
      ]}
    />
  );
}

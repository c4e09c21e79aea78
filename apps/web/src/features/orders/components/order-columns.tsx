import type { TableColumnsType } from 'antd';
import { formatDateTime, formatVnd } from '@app/shared';
import { figureColumn } from '../../../components/table-columns';
import { OrderStateTag } from './order-state-tag';

type Column<Row> = TableColumnsType<Row>[number];

/** The columns the customer's order list and the console's order board show alike. */
export function orderStateColumn<Row extends { State: number; StateName: string }>(): Column<Row> {
  return {
    title: 'Trạng thái',
    dataIndex: 'State',
    width: 160,
    render: (_, row) => <OrderStateTag state={row.State} name={row.StateName} />,
  };
}

export const orderTotalColumn = <Row extends { TotalAmount: number }>(): Column<Row> =>
  figureColumn<Row>('Tổng tiền', 'TotalAmount', formatVnd, 130);

export function orderCreatedColumn<Row extends { CreatedDate: string }>(): Column<Row> {
  return {
    title: 'Ngày tạo',
    dataIndex: 'CreatedDate',
    width: 140,
    render: (value: string) => formatDateTime(value),
  };
}

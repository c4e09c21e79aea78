import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { RECEIVABLE_AGES, type ReceivableRow } from '@app/shared';
import { adminCustomerPath } from '../../../app/routes';
import type { Paging } from '../../../lib/pagination';
import { AmountButton } from './amount-button';
import { FigureText } from './figure-text';
import { ReportListTable } from './report-list-table';

const money = (value: number) => <FigureText value={value} />;

/**
 * The customers who owe, the largest debt first, a page at a time: their wallet, what they owe
 * (opening their unpaid bills, `onOpen`) and how old it is, and what is left once it is paid.
 */
export function ReceivablesTable({
  rows,
  paging,
  loading,
  onOpen,
}: {
  rows: ReceivableRow[];
  paging: Paging;
  loading: boolean;
  onOpen: (row: ReceivableRow) => void;
}) {
  const columns: TableColumnsType<ReceivableRow> = [
    {
      title: 'Mã KH',
      dataIndex: 'CustomerCode',
      width: 100,
      fixed: 'left',
      render: (code: string, row) => <Link to={adminCustomerPath(row.CustomerId)}>{code}</Link>,
    },
    { title: 'Họ tên', dataIndex: 'FullName', width: 160 },
    { title: 'SĐT', dataIndex: 'Phone', width: 110, render: (phone: string) => phone || '—' },
    { title: 'Số dư ví', dataIndex: 'Balance', width: 110, align: 'right', render: money },
    {
      title: 'Còn nợ',
      dataIndex: 'Owed',
      width: 110,
      align: 'right',
      render: (owed: number, row) => (
        <AmountButton
          amount={owed}
          label={`Còn nợ của ${row.CustomerCode} ${row.FullName}`}
          strong
          onOpen={() => onOpen(row)}
        />
      ),
    },
    ...RECEIVABLE_AGES.map((age): TableColumnsType<ReceivableRow>[number] => ({
      title: age.label,
      dataIndex: age.key,
      width: 100,
      align: 'right',
      render: money,
    })),
    { title: 'Số đơn nợ', dataIndex: 'Bills', width: 80, align: 'right', render: money },
    {
      title: 'Còn lại sau khi trả',
      dataIndex: 'Net',
      width: 120,
      align: 'right',
      render: (net: number) => <FigureText value={net} strong />,
    },
  ];

  return (
    <ReportListTable<ReceivableRow>
      rowKey="CustomerId"
      rows={rows}
      columns={columns}
      loading={loading}
      emptyText="Không có khách hàng nào còn nợ"
      paging={{ ...paging, noun: 'khách hàng' }}
    />
  );
}

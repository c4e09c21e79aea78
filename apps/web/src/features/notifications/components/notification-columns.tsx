import { Button, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { NotificationStatus, formatDateTime, type NotificationRow } from '@app/shared';
import { adminCustomerPath } from '../../../app/routes';
import { CellLine } from '../../../components/cell-line';
import { CompactHead } from '../../../components/console-list';
import { GoodsCodeLink } from '../../../components/goods-code-link';
import { compactColumn } from '../../../components/table-columns';
import { showConfirm, toast } from '../../../lib/dialogs';
import { useResendNotification } from '../api/notifications';
import { NotificationStatusTag } from './notification-status-tag';

/** "Gửi lại": on a failed notification only, after the staff member confirms. */
export function ResendButton({ row }: { row: NotificationRow }) {
  const resend = useResendNotification();
  if (row.Status !== NotificationStatus.Failed) return null;
  const run = async () => {
    const question = `Gửi lại thông báo "${row.EventName}" qua ${row.ChannelName} cho khách ${row.CustomerCode}?`;
    if (!(await showConfirm(question))) return;
    resend.mutate(row.Id, {
      onSuccess: () => toast.success('Đã đưa thông báo vào hàng chờ gửi lại.'),
    });
  };
  return (
    <Button
      size="small"
      loading={resend.isPending}
      onClick={(event) => {
        event.stopPropagation();
        void run();
      }}
    >
      Gửi lại
    </Button>
  );
}

/** The order or consignment a code names opens its list; other codes (a parcel, a deposit) are text. */
function CodeCell({ code }: { code: string | null }) {
  if (!code) return <>—</>;
  return /^(DH|KG)/i.test(code) ? <GoodsCodeLink code={code} /> : <>{code}</>;
}

function CustomerLink({ row }: { row: NotificationRow }) {
  return <Link to={adminCustomerPath(row.CustomerId)}>{row.CustomerCode}</Link>;
}

const dateCell = (value: string) => formatDateTime(value);

/**
 * The notification list's columns; `withCustomer` false on a customer's or an order's own page,
 * where every row is the same customer's.
 */
export function notificationColumns(withCustomer = true): TableColumnsType<NotificationRow> {
  return [
    ...(withCustomer
      ? [
          {
            title: 'Khách hàng',
            dataIndex: 'CustomerCode',
            width: 110,
            render: (_: string, row: NotificationRow) => <CustomerLink row={row} />,
          },
        ]
      : []),
    {
      title: 'Sự kiện',
      dataIndex: 'EventName',
      width: 180,
      render: (value: string) => <CellLine text={value} rows={2} />,
    },
    { title: 'Kênh', dataIndex: 'ChannelName', width: 120 },
    {
      title: 'Mã',
      dataIndex: 'Code',
      width: 120,
      render: (value: string | null) => <CodeCell code={value} />,
    },
    {
      // The state with its tries and when it left in one cell: the list fits 1366 px beside the menu.
      title: 'Trạng thái',
      dataIndex: 'Status',
      width: 150,
      render: (_: number, row) => (
        <>
          <NotificationStatusTag status={row.Status} name={row.StatusName} />
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {row.Attempts} lần gửi{row.SentDate && ` · ${formatDateTime(row.SentDate)}`}
          </Typography.Text>
        </>
      ),
    },
    {
      title: 'Lỗi',
      dataIndex: 'Error',
      render: (value: string | null) => (value ? <CellLine text={value} rows={2} danger /> : null),
    },
    { title: 'Tạo lúc', dataIndex: 'CreatedDate', width: 130, render: dateCell },
    {
      title: 'Thao tác',
      key: 'action',
      width: 100,
      render: (_: unknown, row) => <ResendButton row={row} />,
    },
  ];
}

/** A phone's card of one notification. */
export const notificationCompact = (withCustomer = true) =>
  compactColumn<NotificationRow>('Thông báo', (row) => (
    <>
      <CompactHead
        title={
          <>
            {withCustomer && (
              <>
                <CustomerLink row={row} />
                {' · '}
              </>
            )}
            {row.EventName}
          </>
        }
        tag={<NotificationStatusTag status={row.Status} name={row.StatusName} />}
      />
      <Typography.Text>
        {row.ChannelName}
        {row.Code && (
          <>
            {' · '}
            <CodeCell code={row.Code} />
          </>
        )}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Tạo {formatDateTime(row.CreatedDate)}
        {row.SentDate && ` · gửi ${formatDateTime(row.SentDate)}`}
        {row.Attempts > 0 && ` · ${row.Attempts} lần gửi`}
      </Typography.Text>
      {row.Error && <Typography.Text type="danger">{row.Error}</Typography.Text>}
      {row.Status === NotificationStatus.Failed && (
        <div>
          <ResendButton row={row} />
        </div>
      )}
    </>
  ));

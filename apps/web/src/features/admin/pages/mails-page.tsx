import { Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { MailState, formatDateTime, mailStateNames, type MailRow } from '@app/shared';
import { CellLine } from '../../../components/cell-line';
import { ConsoleList, statusTabs, useConsoleList } from '../../../components/console-list';
import { adminKeys } from '../../../lib/query-keys';
import { compactColumn } from '../../../components/table-columns';

const stateColors: Record<MailState, string | undefined> = {
  [MailState.Pending]: undefined,
  [MailState.Sent]: 'green',
  [MailState.Failed]: 'red',
};

/**
 * The mail's state and, past the first, how many tries it took; a refusal (the last one, while
 * the mail waits for its next try) shows the server's reason on hover.
 */
const state = (row: MailRow) => {
  const tag = <Tag color={stateColors[row.Status as MailState]}>{row.StatusName}</Tag>;
  return (
    <>
      {row.Error ? <Tooltip title={row.Error}>{tag}</Tooltip> : tag}
      {row.Attempts > 1 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.Attempts} lần
        </Typography.Text>
      )}
    </>
  );
};

const columns: TableColumnsType<MailRow> = [
  {
    title: 'Thời gian',
    dataIndex: 'CreatedDate',
    width: 150,
    render: (v: string) => formatDateTime(v),
  },
  {
    title: 'Người nhận',
    dataIndex: 'To',
    width: 260,
    render: (v: string) => <CellLine text={v} />,
  },
  { title: 'Tiêu đề', dataIndex: 'Subject', render: (v: string) => <CellLine text={v} /> },
  { title: 'Trạng thái', key: 'state', width: 150, render: (_, row) => state(row) },
];

const compact = compactColumn<MailRow>('Thư', (row) => (
  <>
    <CellLine text={row.Subject} strong />
    <CellLine text={row.To} />
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {formatDateTime(row.CreatedDate)}
    </Typography.Text>{' '}
    {state(row)}
  </>
));

/** The mail opened: when it left, why it could not, and its text. */
const mailText = (row: MailRow) => (
  <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
    {row.SentDate && (
      <Typography.Paragraph type="secondary">
        Gửi lúc {formatDateTime(row.SentDate)}
      </Typography.Paragraph>
    )}
    {row.Attempts > 0 && (
      <Typography.Paragraph type="secondary">
        Đã thử gửi {row.Attempts} lần
        {row.Status === MailState.Pending && ', máy chủ sẽ tự gửi lại'}
      </Typography.Paragraph>
    )}
    {row.Error && <Typography.Paragraph type="danger">{row.Error}</Typography.Paragraph>}
    {row.Body}
  </div>
);

/** What is left to look at first: the mail still waiting and the mail refused. */
const tabs = statusTabs(Object.values(MailState), mailStateNames, [
  { key: 'unsent', label: 'Chưa gửi được', statuses: [MailState.Pending, MailState.Failed] },
]);

export default function MailsPage() {
  const source = useConsoleList<MailRow>({
    path: 'admin/mails',
    queryKey: adminKeys.mails,
    tabs,
    defaultTab: 'unsent',
  });
  return (
    <>
      <ConsoleList<MailRow>
        title="Hộp thư đi"
        source={source}
        placeholder="Địa chỉ người nhận, chữ trong tiêu đề hoặc khách hàng"
        table={{
          columns,
          compact,
          tableLayout: 'fixed',
          expand: mailText,
          noun: 'thư',
          emptyText: 'Chưa có thư nào',
        }}
      />
    </>
  );
}

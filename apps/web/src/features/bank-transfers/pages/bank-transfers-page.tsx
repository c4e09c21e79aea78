import { useState } from 'react';
import { Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { RollbackOutlined, UserAddOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import {
  BankTransferStatus,
  bankTime,
  bankTransferMachine,
  bankTransferProviderNames,
  bankTransferStatusNames,
  formatDateTime,
  formatVnd,
  labelOf,
  movesFrom,
  type BankTransferRow,
} from '@app/shared';
import { adminPaths } from '../../../app/routes';
import { ConsoleList, statusTabs, useConsoleList } from '../../../components/console-list';
import { bankTransferKeys } from '../api/bank-transfers';
import { AssignTransferModal } from '../components/assign-transfer-modal';
import { ReturnTransferModal } from '../components/return-transfer-modal';

/** A tab per status, "Chưa khớp" (what waits for staff) first, then "Tất cả". */
const tabs = statusTabs(Object.values(BankTransferStatus), bankTransferStatusNames);

const statusColors: Record<number, string> = {
  [BankTransferStatus.Unmatched]: 'gold',
  [BankTransferStatus.Matched]: 'green',
  [BankTransferStatus.Returned]: 'default',
};

const customerLink = (code: string) => (
  <Link to={`${adminPaths.customers}?keyword=${encodeURIComponent(code)}`}>{code}</Link>
);

function StatusCell({ row }: { row: BankTransferRow }) {
  return (
    <Space orientation="vertical" size={2}>
      <Tag color={statusColors[row.Status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
        {row.StatusName || labelOf(bankTransferStatusNames, row.Status)}
      </Tag>
      {(row.DepositCode || row.CustomerCode) && (
        <Typography.Text style={{ fontSize: 12 }}>
          {row.DepositCode}
          {row.DepositCode && row.CustomerCode && ' · '}
          {row.CustomerCode && customerLink(row.CustomerCode)}
        </Typography.Text>
      )}
      {row.Note && (
        <Typography.Text
          type={row.Status === BankTransferStatus.Unmatched ? 'warning' : 'secondary'}
          style={{ fontSize: 12 }}
        >
          {row.Status === BankTransferStatus.Returned ? `Lý do: ${row.Note}` : row.Note}
        </Typography.Text>
      )}
    </Space>
  );
}

/** Who told us (SePay, Casso, a statement), the company account and the provider's id. */
function Source({ row, compact = false }: { row: BankTransferRow; compact?: boolean }) {
  const provider = bankTransferProviderNames[row.Provider] ?? row.Provider;
  const details = [
    row.AccountNumber && `TK nhận: ${row.AccountNumber}`,
    // A statement line's id is our fingerprint of it, not something staff can look up; the
    // provider's own id is named after it, apart from our GD code.
    row.Provider !== 'statement' && `Mã ${provider}: ${row.ProviderId}`,
  ].filter(Boolean);
  return (
    <div style={compact ? { display: 'flex', flexWrap: 'wrap', gap: '0 8px' } : undefined}>
      <Tag style={{ marginInlineEnd: 0 }}>{provider}</Tag>
      {details.map((text) => (
        <Typography.Text
          key={String(text)}
          type="secondary"
          style={{ fontSize: 12, display: compact ? 'inline' : 'block', wordBreak: 'break-all' }}
        >
          {text}
        </Typography.Text>
      ))}
    </div>
  );
}

/** Its code, and when the bank says it happened (when we heard of it, if the bank did not say). */
const when = (row: BankTransferRow) =>
  `${row.Code} · ${bankTime(row.TransferDate) || formatDateTime(row.CreatedDate)}`;

/** Bank lines can be long (their references, the sender's account): three lines, then "more". */
const content = (row: BankTransferRow) => (
  <Typography.Paragraph
    style={{ marginBottom: 0, wordBreak: 'break-word' }}
    ellipsis={{
      rows: 3,
      expandable: 'collapsible',
      symbol: (expanded: boolean) => (expanded ? 'Thu gọn' : 'Xem thêm'),
    }}
  >
    {row.Content || '—'}
  </Typography.Paragraph>
);

/**
 * Incoming transfers: what SePay and Casso reported and what statements brought. Those matching a
 * pending deposit confirmed it already; the unmatched ones wait here for staff to assign them to a
 * customer or return the money.
 */
export default function BankTransfersPage() {
  const source = useConsoleList<BankTransferRow>({
    path: 'admin/bank-transfers',
    queryKey: bankTransferKeys.all,
    tabs,
    defaultTab: String(BankTransferStatus.Unmatched),
  });
  const [assigning, setAssigning] = useState<BankTransferRow | null>(null);
  const [returning, setReturning] = useState<BankTransferRow | null>(null);

  const actions = (row: BankTransferRow) => {
    const moves = movesFrom(bankTransferMachine, row.Status, 'staff');
    if (moves.length === 0) return null;
    return (
      <Space wrap size={[6, 6]}>
        {moves.includes(BankTransferStatus.Matched) && (
          <Button
            size="small"
            type="primary"
            icon={<UserAddOutlined />}
            onClick={() => setAssigning(row)}
          >
            Gán cho khách hàng
          </Button>
        )}
        {moves.includes(BankTransferStatus.Returned) && (
          <Button size="small" icon={<RollbackOutlined />} onClick={() => setReturning(row)}>
            Trả lại
          </Button>
        )}
      </Space>
    );
  };

  const columns: TableColumnsType<BankTransferRow> = [
    {
      title: 'Số tiền',
      dataIndex: 'Amount',
      width: 140,
      render: (_, row) => (
        <div>
          <Typography.Text strong>{formatVnd(row.Amount)}</Typography.Text>
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {when(row)}
            </Typography.Text>
          </div>
        </div>
      ),
    },
    { title: 'Nội dung chuyển khoản', dataIndex: 'Content', render: (_, row) => content(row) },
    { title: 'Nguồn', dataIndex: 'Provider', width: 180, render: (_, row) => <Source row={row} /> },
    {
      title: 'Trạng thái',
      dataIndex: 'Status',
      width: 180,
      render: (_, row) => <StatusCell row={row} />,
    },
    { title: 'Thao tác', key: 'actions', width: 170, render: (_, row) => actions(row) },
  ];

  const compact: TableColumnsType<BankTransferRow> = [
    {
      title: 'Giao dịch',
      key: 'all',
      render: (_, row) => (
        <Space orientation="vertical" size={4} style={{ width: '100%' }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <Typography.Text strong>{formatVnd(row.Amount)}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
              {when(row)}
            </Typography.Text>
          </div>
          {content(row)}
          <Source row={row} compact />
          <StatusCell row={row} />
          {actions(row)}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ConsoleList<BankTransferRow>
        title="Giao dịch ngân hàng"
        intro={
          <Typography.Paragraph type="secondary">
            Tiền vào tài khoản công ty do SePay, Casso báo về hoặc từ sao kê được nhập. Giao dịch có
            nội dung và số tiền khớp một yêu cầu nạp tiền đang chờ được duyệt tự động; giao dịch
            chưa khớp chờ ở đây để gán cho khách hàng hoặc trả lại người chuyển.
          </Typography.Paragraph>
        }
        source={source}
        placeholder="Mã giao dịch, nội dung, mã tham chiếu, mã yêu cầu nạp hoặc khách hàng"
        searchWidth={420}
        table={{
          columns,
          compact,
          noun: 'giao dịch',
          emptyText:
            source.tab === String(BankTransferStatus.Unmatched) && !source.list.filter.keyword
              ? 'Không có giao dịch nào chờ xử lý'
              : 'Không có giao dịch',
        }}
      />
      {assigning && <AssignTransferModal transfer={assigning} onClose={() => setAssigning(null)} />}
      {returning && <ReturnTransferModal transfer={returning} onClose={() => setReturning(null)} />}
    </>
  );
}

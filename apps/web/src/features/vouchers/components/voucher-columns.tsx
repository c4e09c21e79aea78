import type { ReactNode } from 'react';
import { Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import {
  VoucherKind,
  VoucherStatus,
  formatDateTime,
  formatVnd,
  labelOf,
  voucherKindNames,
  voucherStatusNames,
  type VoucherRow,
} from '@app/shared';
import { adminCustomerPath } from '../../../app/routes';
import { CellLine } from '../../../components/cell-line';
import { CodeAndDate, CompactHead } from '../../../components/console-list';
import { SignedAmount } from '../../../components/signed-amount';
import { compactColumn } from '../../../components/table-columns';
import { signedAmount } from '../lib/voucher-text';
import type { VoucherStep } from './use-reviewer';

const kindColors: Record<number, string> = {
  [VoucherKind.Receipt]: 'green',
  [VoucherKind.Payment]: 'orange',
};

const statusColors: Record<number, string> = {
  [VoucherStatus.Pending]: 'gold',
  [VoucherStatus.Approved]: 'green',
  [VoucherStatus.Rejected]: 'red',
};

/** Money in (green) or money out (orange). */
export function VoucherKindTag({ row }: { row: Pick<VoucherRow, 'Kind' | 'KindName'> }) {
  return (
    <Tag color={kindColors[row.Kind] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {row.KindName || labelOf(voucherKindNames, row.Kind)}
    </Tag>
  );
}

export function VoucherStatusTag({ row }: { row: Pick<VoucherRow, 'Status' | 'StatusName'> }) {
  return (
    <Tag color={statusColors[row.Status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {row.StatusName || labelOf(voucherStatusNames, row.Status)}
    </Tag>
  );
}

/** A rejected voucher says why, in red under its status. */
function RejectReason({ row }: { row: VoucherRow }) {
  if (row.Status !== VoucherStatus.Rejected || !row.RejectReason) return null;
  return <CellLine text={`Lý do: ${row.RejectReason}`} rows={2} danger style={{ fontSize: 12 }} />;
}

/** The voucher's customer, opening their page in the console; '—' without one. */
function CustomerLink({ row }: { row: VoucherRow }) {
  if (row.CustomerId === null || !row.CustomerCode) return <>—</>;
  return <Link to={adminCustomerPath(row.CustomerId)}>{row.CustomerCode}</Link>;
}

/** The fund, and what it held once an approved voucher moved it. */
function Fund({ row }: { row: VoucherRow }) {
  return (
    <>
      <CellLine text={row.FundAccountName} rows={2} />
      {row.FundBalanceAfter !== null && (
        <CellLine text={`Số dư sau: ${formatVnd(row.FundBalanceAfter)}`} secondary />
      )}
    </>
  );
}

/** The writer and, once decided, the second person: the two of maker-checker. */
function People({ row }: { row: VoucherRow }) {
  return (
    <>
      <CellLine text={`Lập: ${row.CreatedBy || '—'}`} />
      {row.ApprovedBy && (
        <CellLine
          text={`${row.Status === VoucherStatus.Rejected ? 'Từ chối' : 'Duyệt'}: ${row.ApprovedBy}`}
          secondary
        />
      )}
      {row.DecidedDate && <CellLine text={formatDateTime(row.DecidedDate)} secondary />}
    </>
  );
}

interface ActionProps {
  row: VoucherRow;
  step: VoucherStep;
  onApprove: (row: VoucherRow) => void;
  onReject: (row: VoucherRow) => void;
}

/**
 * "Duyệt" and "Từ chối" on a waiting voucher for an approver who did not write it; its writer reads
 * that it waits for someone else, and so does a staff member without the approval right.
 */
export function VoucherActions({ row, step, onApprove, onReject }: ActionProps) {
  if (step === 'own' || step === 'others') {
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {step === 'own' ? 'Chờ người khác duyệt' : 'Chờ kế toán duyệt'}
      </Typography.Text>
    );
  }
  if (step !== 'decide') return null;
  return (
    <Space size={6} wrap>
      <Button type="primary" size="small" onClick={() => onApprove(row)}>
        Duyệt
      </Button>
      <Button size="small" danger onClick={() => onReject(row)}>
        Từ chối
      </Button>
    </Space>
  );
}

/**
 * The list's columns. On a 1366 px laptop with the menu open the table has about 1010 px: the
 * fixed widths come to 865 px and the counterparty with the reason takes what is left.
 */
export function voucherColumns(
  actions: (row: VoucherRow) => ReactNode,
): TableColumnsType<VoucherRow> {
  return [
    {
      title: 'Mã phiếu',
      dataIndex: 'Code',
      width: 120,
      render: (_, row) => <CodeAndDate code={row.Code} date={row.CreatedDate} />,
    },
    {
      title: 'Loại',
      dataIndex: 'Kind',
      width: 90,
      render: (_, row) => <VoucherKindTag row={row} />,
    },
    {
      title: 'Số tiền',
      dataIndex: 'Amount',
      width: 125,
      align: 'right',
      render: (_, row) => <SignedAmount amount={signedAmount(row)} />,
    },
    {
      title: 'Quỹ',
      dataIndex: 'FundAccountName',
      width: 120,
      render: (_, row) => <Fund row={row} />,
    },
    {
      title: 'Người nộp/nhận · Lý do',
      dataIndex: 'Counterparty',
      render: (_, row) => (
        <>
          <CellLine text={row.Counterparty} strong />
          <CellLine text={row.Reason} rows={2} secondary />
        </>
      ),
    },
    {
      title: 'Khách hàng',
      dataIndex: 'CustomerCode',
      width: 95,
      render: (_, row) => <CustomerLink row={row} />,
    },
    {
      title: 'Người lập / duyệt',
      dataIndex: 'CreatedBy',
      width: 125,
      render: (_, row) => <People row={row} />,
    },
    {
      title: 'Trạng thái',
      dataIndex: 'Status',
      width: 105,
      render: (_, row) => (
        <>
          <VoucherStatusTag row={row} />
          <RejectReason row={row} />
        </>
      ),
    },
    { title: 'Thao tác', key: 'actions', width: 100, render: (_, row) => actions(row) },
  ];
}

/** A phone's card of one voucher: the amount and status first, then who, why and the steps. */
export function voucherCompact(actions: (row: VoucherRow) => ReactNode) {
  return compactColumn<VoucherRow>('Phiếu thu chi', (row) => (
    <>
      <CompactHead
        title={
          <Space size={6} wrap>
            <VoucherKindTag row={row} />
            <SignedAmount amount={signedAmount(row)} />
          </Space>
        }
        tag={<VoucherStatusTag row={row} />}
      />
      <Typography.Text>
        {row.Counterparty}
        {row.CustomerCode && (
          <>
            {' · '}
            <CustomerLink row={row} />
          </>
        )}
      </Typography.Text>
      <Typography.Text type="secondary">{row.Reason}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {row.Code} · {row.FundAccountName} · {formatDateTime(row.CreatedDate)}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Lập: {row.CreatedBy || '—'}
        {row.ApprovedBy &&
          ` · ${row.Status === VoucherStatus.Rejected ? 'Từ chối' : 'Duyệt'}: ${row.ApprovedBy}`}
      </Typography.Text>
      {row.Status === VoucherStatus.Rejected && row.RejectReason && (
        <Typography.Text type="danger">Lý do: {row.RejectReason}</Typography.Text>
      )}
      {row.Status === VoucherStatus.Pending && <div>{actions(row)}</div>}
    </>
  ));
}

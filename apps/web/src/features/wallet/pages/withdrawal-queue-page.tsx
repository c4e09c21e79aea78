import { Typography } from 'antd';
import { formatVnd, type AdminWithdrawalRow } from '@app/shared';
import { CellLine } from '../../../components/cell-line';
import { RequestQueue } from '../components/request-queue';

/**
 * Where the money goes, as staff type it into the bank's app: the bank, the account number on one
 * line in even digits, the holder; each copyable, none wrapping mid-word.
 */
const payee = (row: AdminWithdrawalRow) => (
  <>
    <CellLine text={row.BankName} rows={2} />
    <CellLine text={row.AccountNumber} mono strong copy />
    <CellLine text={row.AccountName} secondary copy />
  </>
);

const balance = (row: AdminWithdrawalRow) => (
  <CellLine secondary text={`Số dư: ${formatVnd(row.Balance)}`} danger={row.Balance < row.Amount} />
);

const note = (row: AdminWithdrawalRow) =>
  row.Note ? <CellLine secondary rows={2} text={`Ghi chú: ${row.Note}`} /> : null;

const approveQuestion = (row: AdminWithdrawalRow) =>
  [
    `Duyệt yêu cầu rút tiền ${row.Code} của khách hàng ${row.CustomerCode} (${row.CustomerEmail})?`,
    `Số tiền cần chuyển: ${formatVnd(row.Amount)}`,
    `Đến: ${row.BankName} - ${row.AccountNumber} - ${row.AccountName}`,
    `Số dư hiện tại của khách: ${formatVnd(row.Balance)}`,
  ].join('\n');

export default function WithdrawalsPage() {
  return (
    <RequestQueue
      kind="withdrawals"
      title="Rút tiền chờ duyệt"
      compactTitle="Yêu cầu rút tiền"
      emptyText="Không có yêu cầu rút tiền"
      searchPlaceholder="Mã yêu cầu, số tài khoản nhận, mã KH, tên hoặc SĐT"
      approveQuestion={approveQuestion}
      requestNote={note}
      amountNote={balance}
      details={[
        {
          title: 'Tài khoản nhận',
          dataIndex: 'AccountNumber',
          width: 250,
          render: (_, row) => payee(row),
        },
      ]}
      compactDetails={(row) => (
        <>
          <Typography.Text type="secondary">Số dư: {formatVnd(row.Balance)}</Typography.Text>
          <div>{payee(row)}</div>
        </>
      )}
    />
  );
}

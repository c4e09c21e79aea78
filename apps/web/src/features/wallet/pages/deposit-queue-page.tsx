import { formatVnd, type AdminDepositRow } from '@app/shared';
import { CellLine } from '../../../components/cell-line';
import { RequestQueue } from '../components/request-queue';

/** The company account the customer transferred to. */
const bankLine = (row: AdminDepositRow) =>
  row.BankAccount ? (
    <CellLine secondary text={`${row.BankAccount.BankName} · ${row.BankAccount.AccountNumber}`} />
  ) : null;

/** The content staff compare with the bank's notice: on one line, as written, copyable. */
const transferContent = (row: AdminDepositRow) => (
  <CellLine text={row.TransferContent} mono strong copy />
);

const approveQuestion = (row: AdminDepositRow) =>
  `Duyệt yêu cầu nạp ${formatVnd(row.Amount)} cho khách hàng ${row.CustomerCode} (${row.CustomerEmail})? Số tiền sẽ được cộng vào ví của khách.`;

export default function DepositsPage() {
  return (
    <RequestQueue
      kind="deposits"
      title="Nạp tiền chờ duyệt"
      compactTitle="Yêu cầu nạp tiền"
      emptyText="Không có yêu cầu nạp tiền"
      searchPlaceholder="Nội dung chuyển khoản, mã yêu cầu, mã KH, tên hoặc SĐT"
      approveQuestion={approveQuestion}
      details={[
        {
          title: 'Nội dung chuyển khoản',
          dataIndex: 'TransferContent',
          width: 230,
          render: (_, row) => (
            <>
              {transferContent(row)}
              {bankLine(row)}
            </>
          ),
        },
      ]}
      compactDetails={(row) => (
        <div>
          {transferContent(row)}
          {bankLine(row)}
        </div>
      )}
    />
  );
}

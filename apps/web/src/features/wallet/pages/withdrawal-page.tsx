import { useState } from 'react';
import { Card } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { PAGE, formatVnd, type WithdrawalInput, type WithdrawalRow } from '@app/shared';
import { PageHeading } from '../../../components/page-title';
import { showConfirm, toast } from '../../../lib/dialogs';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { useWallet } from '../api/get-wallet';
import { withdrawalsQuery } from '../api/get-withdrawals';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { BalanceCard } from '../components/balance-card';
import { StatusFilter } from '../components/request-table-parts';
import { WithdrawalForm, type PayeeAccount } from '../components/withdrawal-form';
import { WithdrawalTable } from '../components/withdrawal-table';

export default function WithdrawalPage() {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [take, setTake] = useState<number>(PAGE.defaultTake);
  const create = useCreateWithdrawal();
  const cancel = useCancelWithdrawal();
  const idempotency = useIdempotencyKey();
  const wallet = useWallet();
  // The newest requests (the list's own first page): their payee accounts, each once, newest first.
  const { data: recent } = useQuery(
    withdrawalsQuery({ status: '', skip: 0, take: PAGE.defaultTake }),
  );
  const previousAccounts: PayeeAccount[] = [];
  for (const { BankName, AccountNumber, AccountName } of recent?.Items ?? []) {
    const seen = previousAccounts.some(
      (account) => account.BankName === BankName && account.AccountNumber === AccountNumber,
    );
    if (!seen && previousAccounts.length < 4) {
      previousAccounts.push({ BankName, AccountNumber, AccountName });
    }
  }
  const { data, isFetching } = useQuery(
    withdrawalsQuery({ status, skip: (page - 1) * take, take }),
  );

  const submit = async (input: WithdrawalInput): Promise<boolean> => {
    const question = `Bạn chắc chắn muốn rút ${formatVnd(input.Amount)} về tài khoản ${input.AccountNumber} (${input.BankName} – ${input.AccountName})?`;
    if (!(await showConfirm(question))) return false;
    try {
      const answer = await create.mutateAsync({ input, idempotencyKey: idempotency.take() });
      toast.success(`Đã gửi yêu cầu rút tiền ${answer.Code}`);
      return true;
    } catch {
      // The api client already showed why (e.g. the amount is over what may be withdrawn).
      return false;
    } finally {
      idempotency.release();
    }
  };

  const cancelRequest = async (row: WithdrawalRow) => {
    if (!(await showConfirm(`Hủy yêu cầu rút tiền ${row.Code} (${formatVnd(row.Amount)})?`))) {
      return;
    }
    cancel.mutate(row.Id, {
      onSuccess: () => toast.success(`Đã hủy yêu cầu ${row.Code}`),
    });
  };

  return (
    <>
      <PageHeading>Rút tiền</PageHeading>
      <BalanceCard showAvailable />
      <Card title="Tạo yêu cầu rút tiền" style={{ marginBottom: 16 }}>
        <WithdrawalForm
          submitting={create.isPending}
          available={wallet.data?.Available}
          previousAccounts={previousAccounts}
          onSubmit={submit}
        />
      </Card>
      <Card title="Yêu cầu rút tiền của bạn">
        <StatusFilter
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
        <WithdrawalTable
          rows={data?.Items ?? []}
          total={data?.Total ?? 0}
          page={page}
          pageSize={take}
          loading={isFetching}
          cancelling={cancel.isPending}
          onCancel={(row) => void cancelRequest(row)}
          onPage={(nextPage, nextTake) => {
            setPage(nextTake !== take ? 1 : nextPage);
            setTake(nextTake);
          }}
        />
      </Card>
    </>
  );
}

import { useCallback, useState } from 'react';
import { Alert, App, Button, Card, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  PAGE,
  RequestStatus,
  formatVnd,
  type DepositCreated,
  type DepositInput,
  type DepositRow,
} from '@app/shared';
import { useCreateDeposit } from '../api/create-deposit';
import { depositsQuery } from '../api/get-deposits';
import { useDepositWatch, type SettledDeposits } from '../api/watch-deposits';
import { PageHeading } from '../../../components/page-title';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { BalanceCard } from '../components/balance-card';
import { DepositForm } from '../components/deposit-form';
import { DepositQrModal } from '../components/deposit-qr-modal';
import { DepositResult } from '../components/deposit-result';
import { DepositTable } from '../components/deposit-table';
import { StatusFilter } from '../components/request-table-parts';
import { RequestStatusTag } from '../components/request-status-tag';

/** How long the "money received" message stays, in seconds: long enough to be read. */
const RECEIVED_SECONDS = 8;

/** Where the request just made stands: waiting for the money, or settled (with the new balance). */
function CreatedStatus({
  created,
  settled,
}: {
  created: DepositCreated;
  settled: { row: DepositRow; balance: number } | undefined;
}) {
  if (!settled) {
    return (
      <Alert
        type="info"
        style={{ marginBottom: 16 }}
        data-testid="deposit-waiting"
        title={
          <span>
            <Spin size="small" style={{ marginInlineEnd: 8 }} />
            Đang chờ tiền về cho yêu cầu {created.Code}. Trang tự cập nhật khi nhận được tiền, không
            cần tải lại.
          </span>
        }
      />
    );
  }
  const { row, balance } = settled;
  if (row.Status === RequestStatus.Approved) {
    return (
      <Alert
        type="success"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="deposit-confirmed"
        title={`Đã nhận ${formatVnd(row.Amount)}: yêu cầu ${row.Code} đã được duyệt.`}
        description={`Số dư mới: ${formatVnd(balance)}`}
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={`Yêu cầu ${row.Code}: ${row.StatusName}.`}
      description={row.RejectReason ? `Lý do: ${row.RejectReason}` : undefined}
    />
  );
}

export default function DepositPage() {
  const { message } = App.useApp();
  const [created, setCreated] = useState<DepositCreated | null>(null);
  const [settled, setSettled] = useState<Record<number, { row: DepositRow; balance: number }>>({});
  const [opened, setOpened] = useState<DepositRow | null>(null);
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [take, setTake] = useState<number>(PAGE.defaultTake);
  const create = useCreateDeposit();
  const idempotency = useIdempotencyKey();
  const { data, isFetching } = useQuery(depositsQuery({ status, skip: (page - 1) * take, take }));
  // ?amount=: the shortfall another screen asked the customer to deposit.
  const [params] = useSearchParams();
  const asked = Number(params.get('amount'));
  const initialAmount = Number.isSafeInteger(asked) && asked > 0 ? asked : undefined;

  // A request confirmed while the screen is open (a bank notification, staff): say so at once.
  const onSettled = useCallback(
    ({ rows, balance }: SettledDeposits) => {
      setSettled((before) => ({
        ...before,
        ...Object.fromEntries(rows.map((row) => [row.Id, { row, balance }])),
      }));
      for (const row of rows) {
        if (row.Status !== RequestStatus.Approved) continue;
        void message.success(
          `Đã nhận ${formatVnd(row.Amount)} (yêu cầu ${row.Code}). Số dư mới: ${formatVnd(balance)}.`,
          RECEIVED_SECONDS,
        );
      }
      // The request open in the QR window is paid: the QR code is no longer needed.
      setOpened((open) => (open && rows.some((row) => row.Id === open.Id) ? null : open));
    },
    [message],
  );
  const watch = useDepositWatch(onSettled);

  const submit = (input: DepositInput) => {
    create.mutate(
      { input, idempotencyKey: idempotency.take() },
      {
        onSuccess: (answer) => {
          setCreated(answer);
          watch.watch(answer.Id);
        },
        onSettled: idempotency.release,
      },
    );
  };

  const createdSettled = created ? settled[created.Id] : undefined;

  return (
    <>
      <PageHeading>Nạp tiền</PageHeading>
      <BalanceCard />
      <Card
        title={created ? `Yêu cầu nạp tiền ${created.Code}` : 'Tạo yêu cầu nạp tiền'}
        extra={
          created && (
            <RequestStatusTag
              row={
                createdSettled?.row ?? {
                  Status: RequestStatus.Pending,
                  StatusName: '',
                  RejectReason: '',
                }
              }
            />
          )
        }
        style={{ marginBottom: 16 }}
        data-testid="deposit-request"
      >
        {created ? (
          <>
            <CreatedStatus created={created} settled={createdSettled} />
            {!createdSettled && <DepositResult deposit={created} />}
            <Button
              icon={<PlusOutlined />}
              style={{ marginTop: createdSettled ? 0 : 16 }}
              onClick={() => setCreated(null)}
            >
              Tạo yêu cầu khác
            </Button>
          </>
        ) : (
          <DepositForm
            submitting={create.isPending}
            onSubmit={submit}
            initialAmount={initialAmount}
          />
        )}
      </Card>
      <Card title="Yêu cầu nạp tiền của bạn">
        <StatusFilter
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
        <DepositTable
          rows={data?.Items ?? []}
          total={data?.Total ?? 0}
          page={page}
          pageSize={take}
          loading={isFetching}
          onPage={(nextPage, nextTake) => {
            setPage(nextTake !== take ? 1 : nextPage);
            setTake(nextTake);
          }}
          onOpen={setOpened}
        />
      </Card>
      <DepositQrModal deposit={opened} onClose={() => setOpened(null)} />
    </>
  );
}

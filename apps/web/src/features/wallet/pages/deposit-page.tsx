import { useState } from 'react';
import { Button, Card, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PAGE, type DepositCreated, type DepositInput, type DepositRow } from '@app/shared';
import { useCreateDeposit } from '../api/create-deposit';
import { depositsQuery } from '../api/get-deposits';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { DepositForm } from '../components/deposit-form';
import { DepositQrModal } from '../components/deposit-qr-modal';
import { DepositResult } from '../components/deposit-result';
import { DepositTable } from '../components/deposit-table';
import { StatusFilter } from '../components/request-table-parts';

export default function DepositPage() {
  const [created, setCreated] = useState<DepositCreated | null>(null);
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

  const submit = (input: DepositInput) => {
    create.mutate(
      { input, idempotencyKey: idempotency.take() },
      { onSuccess: (answer) => setCreated(answer), onSettled: idempotency.release },
    );
  };

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Nạp tiền
      </Typography.Title>
      <Card
        title={created ? `Yêu cầu nạp tiền ${created.Code}` : 'Tạo yêu cầu nạp tiền'}
        style={{ marginBottom: 16 }}
      >
        {created ? (
          <>
            <DepositResult deposit={created} />
            <Button
              icon={<PlusOutlined />}
              style={{ marginTop: 16 }}
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

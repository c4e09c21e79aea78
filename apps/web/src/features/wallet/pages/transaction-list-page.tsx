import { Card, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PAGE } from '@app/shared';
import { transactionsQuery } from '../api/get-transactions';
import { BalanceCard } from '../components/balance-card';
import { TransactionFilter, type TransactionFilterValues } from '../components/transaction-filter';
import { TransactionTable } from '../components/transaction-table';

const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export default function TransactionListPage() {
  // Filters live in the URL so the back button and shared links keep them.
  const [params, setParams] = useSearchParams();
  const filter: TransactionFilterValues = {
    orderCode: params.get('orderCode') ?? '',
    from: params.get('from') ?? '',
    end: params.get('end') ?? '',
    transactionType: params.get('transactionType') ?? '',
  };
  const page = positive(params.get('page'), 1);
  const take = Math.min(positive(params.get('take'), PAGE.defaultTake), PAGE.maxTake);

  const { data, isFetching } = useQuery(
    transactionsQuery({ ...filter, skip: (page - 1) * take, take }),
  );

  const search = (next: TransactionFilterValues, nextPage = 1, nextTake = take) => {
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries(next)) if (value) query[key] = value;
    if (nextPage > 1) query.page = String(nextPage);
    if (nextTake !== PAGE.defaultTake) query.take = String(nextTake);
    setParams(query);
  };

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Lịch sử giao dịch
      </Typography.Title>
      <BalanceCard />
      <Card>
        <TransactionFilter value={filter} onSearch={(next) => search(next)} />
        <TransactionTable
          rows={data?.Items ?? []}
          total={data?.Total ?? 0}
          page={page}
          pageSize={take}
          loading={isFetching}
          onPage={(nextPage, nextTake) =>
            search(filter, nextTake !== take ? 1 : nextPage, nextTake)
          }
        />
      </Card>
    </>
  );
}

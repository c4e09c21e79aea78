import { Card } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../../../components/page-title';
import { useUrlList } from '../../../lib/use-url-list';
import { transactionsQuery } from '../api/get-transactions';
import { BalanceCard } from '../components/balance-card';
import { TransactionFilter, type TransactionFilterValues } from '../components/transaction-filter';
import { TransactionTable } from '../components/transaction-table';

export default function TransactionListPage() {
  // Filters live in the URL so the back button and shared links keep them.
  const list = useUrlList<TransactionFilterValues>({
    orderCode: '',
    from: '',
    end: '',
    transactionType: '',
  });
  const { filter, page, take } = list;

  const { data, isFetching } = useQuery(
    transactionsQuery({ ...filter, skip: (page - 1) * take, take }),
  );

  return (
    <>
      <PageHeading>Lịch sử giao dịch</PageHeading>
      <BalanceCard />
      <Card>
        <TransactionFilter value={filter} onSearch={list.set} />
        <TransactionTable
          rows={data?.Items ?? []}
          total={data?.Total ?? 0}
          page={page}
          pageSize={take}
          loading={isFetching}
          onPage={list.setPage}
        />
      </Card>
    </>
  );
}

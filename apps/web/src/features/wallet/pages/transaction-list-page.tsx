import { Card } from 'antd';
import type { TransactionRow } from '@app/shared';
import { PageHeading } from '../../../components/page-title';
import { useListPage } from '../../../lib/use-list-page';
import { transactionsQuery } from '../api/get-transactions';
import { BalanceCard } from '../components/balance-card';
import { TransactionFilter, type TransactionFilterValues } from '../components/transaction-filter';
import { TransactionTable } from '../components/transaction-table';

export default function TransactionListPage() {
  // Filters live in the URL so the back button and shared links keep them.
  const { list, table } = useListPage<TransactionFilterValues, TransactionRow>(
    { orderCode: '', from: '', end: '', transactionType: '' },
    transactionsQuery,
  );

  return (
    <>
      <PageHeading>Lịch sử giao dịch</PageHeading>
      <BalanceCard />
      <Card>
        <TransactionFilter value={list.filter} onSearch={list.set} />
        <TransactionTable {...table} />
      </Card>
    </>
  );
}

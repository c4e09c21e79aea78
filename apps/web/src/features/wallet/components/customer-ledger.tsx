import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PAGE } from '@app/shared';
import { customerLedgerQuery } from '../api/get-transactions';
import { TransactionTable } from './transaction-table';

/** A customer's ledger in the console: the portal's own transaction table, paged on the server. */
export function CustomerLedger({ customerId }: { customerId: number }) {
  const [paging, setPaging] = useState<{ page: number; take: number }>({
    page: 1,
    take: PAGE.defaultTake,
  });
  const { data, isFetching } = useQuery(
    customerLedgerQuery(customerId, { skip: (paging.page - 1) * paging.take, take: paging.take }),
  );
  return (
    <TransactionTable
      rows={data?.Items ?? []}
      total={data?.Total ?? 0}
      page={paging.page}
      pageSize={paging.take}
      loading={isFetching}
      onPage={(page, take) => setPaging({ page: take !== paging.take ? 1 : page, take })}
    />
  );
}

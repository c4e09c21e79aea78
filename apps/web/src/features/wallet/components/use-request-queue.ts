import { useState } from 'react';
import {
  RequestStatus,
  depositMachine,
  formatVnd,
  movesFrom,
  withdrawalMachine,
} from '@app/shared';
import { showConfirm, toast } from '../../../lib/dialogs';
import type { QueueFilter } from '../api/get-request-queues';
import { useReviewRequest, type RequestKind } from '../api/review-request';
import { ALL, type RequestFilterValues } from './request-filter';
import { useUrlList } from '../../../lib/use-url-list';

interface Reviewed {
  Id: number;
  Code: string;
  Amount: number;
  CustomerCode: string;
  CustomerEmail: string;
}

const words = {
  deposits: {
    noun: 'nạp tiền',
    approved: 'Đã duyệt yêu cầu nạp tiền',
    rejected: 'Đã từ chối yêu cầu nạp tiền',
  },
  withdrawals: {
    noun: 'rút tiền',
    approved: 'Đã duyệt yêu cầu rút tiền',
    rejected: 'Đã từ chối yêu cầu rút tiền',
  },
} as const;

/** The filter (pending by default), paging and the approve / reject flow of a request queue. */
export function useRequestQueue(kind: RequestKind) {
  const list = useUrlList<RequestFilterValues>({
    keyword: '',
    status: String(RequestStatus.Pending),
    from: '',
    end: '',
  });
  const review = useReviewRequest(kind);
  const [rejecting, setRejecting] = useState<Reviewed | null>(null);

  const query: QueueFilter = {
    keyword: list.filter.keyword,
    status: list.filter.status === ALL ? undefined : Number(list.filter.status),
    from: list.filter.from,
    end: list.filter.end,
    skip: list.skip,
    take: list.take,
  };

  const approve = async (row: Reviewed, question: string) => {
    if (!(await showConfirm(question))) return;
    review.mutate(
      { id: row.Id, action: 'approve' },
      { onSuccess: () => toast.success(`${words[kind].approved} ${row.Code}.`) },
    );
  };

  const reject = (reason: string) => {
    if (!rejecting) return;
    const row = rejecting;
    review.mutate(
      { id: row.Id, action: 'reject', reason },
      {
        onSuccess: () => {
          setRejecting(null);
          toast.success(`${words[kind].rejected} ${row.Code}.`);
        },
      },
    );
  };

  const rejectSubject = rejecting
    ? `yêu cầu ${words[kind].noun} ${rejecting.Code} (${formatVnd(rejecting.Amount)}) của khách hàng ${rejecting.CustomerCode}`
    : null;

  // What staff may do with a request comes from the shared transition table, as on the server.
  const machine = kind === 'deposits' ? depositMachine : withdrawalMachine;
  const canMove = (row: { Status: number }, to: RequestStatus) =>
    movesFrom(machine, row.Status, 'staff').includes(to);

  return { list, query, review, approve, reject, rejecting, setRejecting, rejectSubject, canMove };
}

import { useState } from 'react';
import {
  RequestStatus,
  depositMachine,
  formatVnd,
  movesFrom,
  requestStatusNames,
  withdrawalMachine,
} from '@app/shared';
import { statusTabs, useConsoleList } from '../../../components/console-list';
import { showConfirm, toast } from '../../../lib/dialogs';
import { requestQueueKey, useReviewRequest, type RequestKind } from '../api/review-request';

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

/** The days a queue is filtered to, dd/MM/yyyy or '' (kept in the URL with the tab). */
export interface QueueDays extends Record<string, string> {
  from: string;
  end: string;
}

/** A tab per status, "Chờ duyệt" (the work waiting) first, then "Tất cả". */
const tabs = statusTabs(Object.values(RequestStatus), requestStatusNames);

/**
 * A request queue's list (tabs, keyword and days in the URL; pending by default) and its approve /
 * reject flow.
 */
export function useRequestQueue<Row>(kind: RequestKind) {
  const source = useConsoleList<Row, QueueDays>({
    path: `admin/${kind}`,
    queryKey: requestQueueKey(kind),
    tabs,
    defaultTab: String(RequestStatus.Pending),
    filters: { from: '', end: '' },
  });
  const review = useReviewRequest(kind);
  const [rejecting, setRejecting] = useState<Reviewed | null>(null);

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

  return { source, review, approve, reject, rejecting, setRejecting, rejectSubject, canMove };
}

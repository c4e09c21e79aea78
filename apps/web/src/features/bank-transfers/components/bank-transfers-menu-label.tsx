import { Badge } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { unmatchedCountQuery } from '../api/bank-transfers';

/** The console menu's entry: how many incoming transfers wait for staff, when any do. */
export function BankTransfersMenuLabel() {
  const { data: waiting = 0 } = useQuery(unmatchedCountQuery);
  return (
    <span>
      Giao dịch ngân hàng
      {waiting > 0 && (
        <Badge
          count={waiting}
          size="small"
          overflowCount={99}
          title={`${waiting} giao dịch chưa khớp`}
          style={{ marginInlineStart: 6 }}
        />
      )}
    </span>
  );
}

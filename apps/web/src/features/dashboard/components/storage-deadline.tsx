import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { formatDateTime, formatVnd, type DashboardAnswer } from '@app/shared';
import { paths } from '../../../app/routes';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The time now, refreshed every hour so a dashboard left open keeps its countdown right. */
function useHourlyNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), HOUR_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The goods in Vietnam whose free storage ends first: how many free days are left, or since when
 * storage is charged; asking for delivery is the way out.
 */
export function StorageDeadline({
  deadline,
}: {
  deadline: NonNullable<DashboardAnswer['StorageDeadline']>;
}) {
  const now = useHourlyNow();
  const until = new Date(deadline.FreeStorageUntil).getTime();
  const days = Math.ceil((until - now) / DAY_MS);
  const expired = days <= 0;
  const title = expired
    ? `${deadline.Code}: hết miễn phí lưu kho từ ${formatDateTime(deadline.FreeStorageUntil)}`
    : `${deadline.Code}: còn ${days} ngày miễn phí lưu kho`;
  const fee =
    deadline.StorageFee > 0 ? `Phí lưu kho đến hôm nay: ${formatVnd(deadline.StorageFee)}. ` : '';
  return (
    <Alert
      type={expired ? 'error' : 'warning'}
      showIcon
      title={title}
      description={
        <>
          {fee}
          {expired
            ? 'Phí lưu kho tính thêm mỗi ngày cho đến khi hàng được giao. '
            : `Miễn phí lưu kho đến ${formatDateTime(deadline.FreeStorageUntil)}. `}
          <Link to={paths.deliveryRequest}>Yêu cầu giao hàng</Link>
        </>
      }
    />
  );
}

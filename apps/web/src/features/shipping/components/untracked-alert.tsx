import { Alert, Button } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { OrderShipStatus } from '@app/shared';
import { orderShipPath } from '../../../app/routes';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { untrackedConsignmentsQuery } from '../api/consignments';

const SHOWN = 5;

/**
 * Consignments without a tracking number cannot be matched to a parcel in China: they are named
 * here, each a link to its page where the number can be added.
 */
export function UntrackedAlert({
  showingThem,
  onShow,
}: {
  /** The list is already filtered to them: no "show" button. */
  showingThem: boolean;
  onShow: () => void;
}) {
  const wide = useWideScreen();
  const { data } = useQuery(untrackedConsignmentsQuery);
  const rows = data?.Items ?? [];
  const total = data?.Total ?? 0;
  if (total === 0) return null;
  const show = showingThem ? null : (
    <Button size="small" onClick={onShow}>
      Xem các đơn này
    </Button>
  );
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={`${total} đơn ký gửi chưa có mã vận đơn`}
      description={
        <>
          Thêm mã vận đơn khi shop đã gửi hàng để kho Trung Quốc nhận đúng kiện của bạn:{' '}
          {rows.slice(0, SHOWN).map((row, index) => (
            <span key={row.Id}>
              {index > 0 && ', '}
              <Link to={orderShipPath(row.Id)}>{row.Code}</Link>
            </span>
          ))}
          {total > SHOWN && ` và ${total - SHOWN} đơn khác`}.
          {!wide && show && <div style={{ marginTop: 8 }}>{show}</div>}
        </>
      }
      action={wide ? show : undefined}
    />
  );
}

export const UNTRACKED = String(OrderShipStatus.NoTrackingNumber);

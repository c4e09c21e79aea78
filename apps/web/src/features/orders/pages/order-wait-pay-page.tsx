import { useWallet } from '../../wallet';
import { waitPayQuery } from '../api/orders';
import { PayOrders } from '../components/pay-orders';

/** Orders whose goods are all in a Vietnamese warehouse: what is still owed on each. */
export default function OrderWaitPayPage() {
  const { data: wallet } = useWallet();
  return (
    <PayOrders
      title="Đơn chờ thanh toán"
      query={waitPayQuery}
      call="updateorderpay"
      amountOf={(row) => row.AmountDue}
      amountTitle="Còn phải trả"
      verb="Thanh toán"
      empty="Không có đơn hàng nào chờ thanh toán"
      balance={wallet?.Balance ?? 0}
    />
  );
}

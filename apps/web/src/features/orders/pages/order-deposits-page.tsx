import { useWallet } from '../../wallet';
import { depositsDueQuery } from '../api/orders';
import { PayOrders } from '../components/pay-orders';

export default function OrderDepositsPage() {
  const { data: wallet } = useWallet();
  return (
    <PayOrders
      title="Đơn chờ đặt cọc"
      query={depositsDueQuery}
      call="updateorderdeposit"
      amountOf={(row) => row.DepositAmount}
      amountTitle="Cần đặt cọc"
      verb="Đặt cọc"
      empty="Không có đơn hàng nào chờ đặt cọc"
      balance={wallet?.Balance ?? 0}
    />
  );
}

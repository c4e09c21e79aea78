import { PayOrders } from '../components/pay-orders';

/** Orders waiting for their deposit: paid from the wallet, several at once. */
export default function OrderDepositsPage() {
  return <PayOrders payment="deposit" />;
}

import { PayOrders } from '../components/pay-orders';

/** Orders whose goods are all in a Vietnamese warehouse: what is still owed on each. */
export default function OrderWaitPayPage() {
  return <PayOrders payment="rest" />;
}

import { Card, Steps } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../app/routes';

/**
 * What a new customer does first, in order, each step a link to where it is done: money in the
 * wallet (orders are paid from it), then goods in a cart (a pasted link or the browser extension),
 * then the price list. Steps already done are ticked; the card goes once the first order exists.
 */
export function FirstSteps({ funded, hasCart }: { funded: boolean; hasCart: boolean }) {
  const current = !funded ? 0 : !hasCart ? 1 : 2;
  return (
    <Card title="Bắt đầu mua hàng">
      <Steps
        orientation="vertical"
        size="small"
        current={current}
        items={[
          {
            title: <Link to={paths.transactionDeposit}>Nạp tiền vào ví</Link>,
            description: 'Chuyển khoản theo mã QR; ví được cộng khi tiền về.',
            status: funded ? 'finish' : 'process',
          },
          {
            title: <Link to={paths.orderCart}>Thêm sản phẩm vào giỏ hàng</Link>,
            description: 'Dán link sản phẩm Taobao, Tmall, 1688 vào ô bên dưới.',
            status: hasCart ? 'finish' : funded ? 'process' : 'wait',
          },
          {
            title: <Link to={paths.orderPrices}>Xem bảng giá dịch vụ</Link>,
            description: 'Phí mua hàng, phí vận chuyển theo cân nặng, phí lưu kho.',
            status: funded && hasCart ? 'process' : 'wait',
          },
        ]}
      />
    </Card>
  );
}

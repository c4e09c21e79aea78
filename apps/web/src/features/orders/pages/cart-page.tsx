import { useState } from 'react';
import { Button, Card, Checkbox, Empty, Skeleton, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { formatVnd } from '@app/shared';
import { paths } from '../../../app/routes';
import { PageHeading } from '../../../components/page-title';
import { showConfirm, toast } from '../../../lib/dialogs';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { cartsQuery, useOrderCart, useOrderCarts } from '../api/carts';
import { AddItemForm } from '../components/add-item-form';
import { CartCard } from '../components/cart-card';
import { chosenCartSums } from '../lib/cart-sums';

export default function CartPage() {
  const navigate = useNavigate();
  const { data, isPending } = useQuery(cartsQuery);
  const order = useOrderCarts();
  const orderOne = useOrderCart();
  const [picked, setPicked] = useState<number[]>([]);
  const carts = data?.Items ?? [];
  // On a phone the form would fill the first screen: with carts to show, it waits behind a button.
  const wide = useWideScreen();
  const [adding, setAdding] = useState(false);
  // A link sent here (the dashboard, the extension) is to be added: the form opens with it, and
  // stays open for the next item.
  const [params] = useSearchParams();
  if (params.get('link') && !adding) setAdding(true);
  const formFolded = !wide && carts.length > 0 && !adding;
  // A cart removed or ordered meanwhile is no longer chosen.
  const chosen = picked.filter((id) => carts.some((cart) => cart.Id === id));
  const { total, deposit } = chosenCartSums(carts, chosen);

  const afterOrdering = ({ Orders }: { Orders: { Code: string }[] }) => {
    setPicked([]);
    toast.success(`Đã tạo đơn ${Orders.map((created) => created.Code).join(', ')}`);
    void navigate(paths.orderDeposits);
  };

  const placeOrder = async (cart: (typeof carts)[number]) => {
    const question = `Đặt đơn hàng của ${cart.ShopName}? Số tiền cần đặt cọc dự kiến là ${formatVnd(cart.DepositAmount)}.`;
    if (!(await showConfirm(question))) return;
    orderOne.mutate(cart.Id, { onSuccess: afterOrdering });
  };

  const placeOrders = async () => {
    const question = `Đặt ${chosen.length} đơn hàng? Số tiền cần đặt cọc dự kiến là ${formatVnd(deposit)}.`;
    if (!(await showConfirm(question))) return;
    order.mutate(chosen, { onSuccess: afterOrdering });
  };

  // The same action above the carts on a wide screen and in a phone's bottom bar.
  const orderButton = (
    <Button
      type="primary"
      disabled={chosen.length === 0}
      loading={order.isPending}
      onClick={() => void placeOrders()}
    >
      Đặt hàng{chosen.length > 0 ? ` (${chosen.length})` : ''}
    </Button>
  );

  return (
    <>
      <PageHeading>Giỏ hàng</PageHeading>
      {formFolded ? (
        <Button
          block
          icon={<PlusOutlined />}
          style={{ marginBottom: 16 }}
          onClick={() => setAdding(true)}
        >
          Thêm sản phẩm bằng đường dẫn
        </Button>
      ) : (
        <Card title="Thêm sản phẩm bằng đường dẫn" style={{ marginBottom: 16 }}>
          <AddItemForm />
        </Card>
      )}
      {isPending ? (
        <Skeleton active />
      ) : carts.length === 0 ? (
        <Card>
          <Empty description="Giỏ hàng đang trống. Dán đường dẫn sản phẩm ở trên để bắt đầu." />
        </Card>
      ) : (
        <>
          <div
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 12,
              alignItems: 'center',
              justifyContent: 'space-between',
              marginBottom: 12,
            }}
          >
            <Checkbox
              checked={chosen.length === carts.length}
              indeterminate={chosen.length > 0 && chosen.length < carts.length}
              onChange={(event) =>
                setPicked(event.target.checked ? carts.map((cart) => cart.Id) : [])
              }
            >
              Chọn tất cả ({carts.length} shop)
            </Checkbox>
            {wide && (
              <span>
                {chosen.length > 0 && (
                  <Typography.Text style={{ marginRight: 12 }}>
                    Đặt cọc dự kiến: <strong>{formatVnd(deposit)}</strong>
                  </Typography.Text>
                )}
                {orderButton}
              </span>
            )}
          </div>
          {carts.map((cart) => (
            <CartCard
              key={cart.Id}
              cart={cart}
              selected={chosen.includes(cart.Id)}
              onSelect={(on) =>
                setPicked(on ? [...chosen, cart.Id] : chosen.filter((id) => id !== cart.Id))
              }
              onOrder={() => void placeOrder(cart)}
              ordering={orderOne.isPending && orderOne.variables === cart.Id}
            />
          ))}
          <Typography.Text type="secondary">
            Giá tính theo tỷ giá hiện tại; tỷ giá được chốt khi bạn đặt hàng. Phí vận chuyển về Việt
            Nam tính theo cân nặng khi hàng về kho.
          </Typography.Text>
          {!wide && (
            // A phone's thumb reaches the order button wherever the list is scrolled to; sticky,
            // not fixed: it keeps its own place at the end, so it never covers the last item.
            <div className="cart-checkout-bar" role="region" aria-label="Đặt hàng các giỏ đã chọn">
              <div style={{ minWidth: 0 }}>
                {chosen.length > 0 ? (
                  <>
                    <div>
                      Tạm tính: <strong data-testid="cart-total">{formatVnd(total)}</strong>
                    </div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      Cọc {formatVnd(deposit)} · {chosen.length} shop
                    </Typography.Text>
                  </>
                ) : (
                  <Typography.Text type="secondary">Chọn giỏ hàng để đặt</Typography.Text>
                )}
              </div>
              {orderButton}
            </div>
          )}
        </>
      )}
    </>
  );
}

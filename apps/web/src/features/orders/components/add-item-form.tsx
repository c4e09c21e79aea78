import { Button, Col, Form, Input, InputNumber, Row, Space, Tag, Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { addToCartSchema, messages, parseItemLink, type AddToCartInput } from '@app/shared';
import { paths } from '../../../app/routes';
import { showConfirm, toast } from '../../../lib/dialogs';
import { useSubmitValidation, zodRules } from '../../../lib/zod-form-rules';
import { useAddToCart, useBuyNow } from '../api/carts';

const SITE_NAMES: Record<string, string> = {
  taobao: 'Taobao',
  tmall: 'Tmall',
  '1688': '1688',
  pinduoduo: 'Pinduoduo',
  weidian: 'Weidian',
};

/**
 * "Thêm sản phẩm bằng đường dẫn": the customer pastes an item link from a Chinese shop, the site
 * and item id are recognised at once, and they fill what the page says (name, properties, price).
 */
export function AddItemForm() {
  const [form] = Form.useForm<AddToCartInput>();
  // ?link=: a link pasted on the dashboard arrives here, already filled in.
  const [params] = useSearchParams();
  const add = useAddToCart();
  const buyNow = useBuyNow();
  const navigate = useNavigate();
  const { validateTrigger, markSubmitted, reset } = useSubmitValidation();
  const rules = (field: keyof AddToCartInput) => zodRules(addToCartSchema, field);
  const link = Form.useWatch('ProductLink', form) ?? '';
  const parsed = link.trim() ? parseItemLink(link) : null;

  const onFinish = (values: AddToCartInput) => {
    markSubmitted();
    const input = addToCartSchema.parse({ ...values, Site: parsed?.Site ?? 'other' });
    add.mutate(input, {
      onSuccess: () => {
        toast.success(`Đã thêm "${input.ProductName}" vào giỏ hàng của ${input.ShopName}`);
        // The shop stays: customers usually add several items of one shop in a row.
        form.resetFields([
          'ProductLink',
          'ProductName',
          'Properties',
          'PriceCNY',
          'Quantity',
          'ImageUrl',
          'Note',
        ]);
        reset();
      },
    });
  };

  // The same item as its own order, without the cart: checked by the same rules first.
  const orderNow = async () => {
    markSubmitted();
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const item = addToCartSchema.parse({ ...values, Site: parsed?.Site ?? 'other' });
    const question = `Đặt ngay "${item.ProductName}" (${item.Quantity} × ¥${item.PriceCNY}) của ${item.ShopName}, không qua giỏ hàng?`;
    if (!(await showConfirm(question))) return;
    buyNow.mutate(
      {
        ShopName: item.ShopName,
        ShopLink: item.ShopLink,
        Site: item.Site,
        Note: '',
        IsInspection: false,
        IsWoodenCrate: false,
        Items: [
          {
            ProductName: item.ProductName,
            ProductLink: item.ProductLink,
            ImageUrl: item.ImageUrl,
            Properties: item.Properties,
            PriceCNY: item.PriceCNY,
            Quantity: item.Quantity,
            Note: item.Note,
          },
        ],
      },
      {
        onSuccess: (order) => {
          toast.success(`Đã tạo đơn ${order.Code}. Hãy đặt cọc để chúng tôi mua hàng.`);
          void navigate(paths.orderDeposits);
        },
      },
    );
  };

  return (
    <Form<AddToCartInput>
      form={form}
      layout="vertical"
      name="add-to-cart"
      initialValues={{ Quantity: 1, ProductLink: params.get('link') ?? '' }}
      validateTrigger={validateTrigger}
      onFinish={onFinish}
      onFinishFailed={markSubmitted}
    >
      <Form.Item
        label="Đường dẫn sản phẩm"
        name="ProductLink"
        rules={[
          ...rules('ProductLink'),
          {
            validator: (_, value: string | undefined) =>
              !value?.trim() || parseItemLink(value)
                ? Promise.resolve()
                : Promise.reject(new Error(messages.itemLinkInvalid)),
          },
        ]}
        extra={
          parsed ? (
            <span>
              <Tag color="red">{SITE_NAMES[parsed.Site]}</Tag>
              <Typography.Text type="secondary">Mã sản phẩm {parsed.ItemId}</Typography.Text>
            </span>
          ) : (
            'Dán đường dẫn Taobao, Tmall, 1688, Pinduoduo hoặc Weidian (bản máy tính hoặc điện thoại)'
          )
        }
      >
        <Input
          prefix={<LinkOutlined />}
          placeholder="https://item.taobao.com/item.htm?id=..."
          allowClear
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Tên shop" name="ShopName" required rules={rules('ShopName')}>
            <Input maxLength={255} placeholder="Tên shop trên trang sản phẩm" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Tên sản phẩm" name="ProductName" required rules={rules('ProductName')}>
            <Input maxLength={500} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Thuộc tính" name="Properties" rules={rules('Properties')}>
            <Input maxLength={255} placeholder="VD: Màu: Đỏ; Size: XL" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Giá (¥)" name="PriceCNY" required rules={rules('PriceCNY')}>
            <InputNumber<number>
              min={0}
              step={0.01}
              precision={2}
              decimalSeparator=","
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="Số lượng" name="Quantity" required rules={rules('Quantity')}>
            <InputNumber<number> min={1} max={10_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Ảnh sản phẩm (đường dẫn)" name="ImageUrl" rules={rules('ImageUrl')}>
            <Input maxLength={1000} placeholder="https://..." />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Ghi chú cho sản phẩm" name="Note" rules={rules('Note')}>
            <Input maxLength={255} />
          </Form.Item>
        </Col>
      </Row>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          Thêm vào giỏ hàng
        </Button>
        <Button loading={buyNow.isPending} onClick={() => void orderNow()}>
          Đặt hàng ngay
        </Button>
      </Space>
    </Form>
  );
}

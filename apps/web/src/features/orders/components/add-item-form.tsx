import { Button, Form, Input, Row, Space, Tag, Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import {
  addToCartSchema,
  messages,
  parseItemLink,
  siteName,
  type AddToCartInput,
} from '@app/shared';
import { paths } from '../../../app/routes';
import { FormCol } from '../../../components/form-col';
import { QuantityInput, YuanInput } from '../../../components/number-inputs';
import { showConfirm, toast } from '../../../lib/dialogs';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useAddToCart, useBuyNow } from '../api/carts';

/** The shop site a pasted item link is on; 'other' when it is none of those recognised. */
const siteOf = (link: string | undefined) =>
  (link?.trim() ? parseItemLink(link) : null)?.Site ?? 'other';

/**
 * "Thêm sản phẩm bằng đường dẫn": the customer pastes an item link from a Chinese shop, the site
 * and item id are recognised at once, and they fill what the page says (name, properties, price).
 */
export function AddItemForm() {
  // ?link=: a link pasted on the dashboard arrives here, already filled in.
  const [params] = useSearchParams();
  const add = useAddToCart();
  const buyNow = useBuyNow();
  const navigate = useNavigate();
  const { form, formProps, rules, field, requiredField, markSubmitted } =
    useSchemaForm<AddToCartInput>(addToCartSchema, (values, clear) => {
      const input = addToCartSchema.parse({ ...values, Site: siteOf(values.ProductLink) });
      add.mutate(input, {
        onSuccess: () => {
          toast.success(`Đã thêm "${input.ProductName}" vào giỏ hàng của ${input.ShopName}`);
          // The shop stays: customers usually add several items of one shop in a row.
          clear([
            'ProductLink',
            'ProductName',
            'Properties',
            'PriceCNY',
            'Quantity',
            'ImageUrl',
            'Note',
          ]);
        },
      });
    });
  const link = Form.useWatch('ProductLink', form) ?? '';
  const parsed = link.trim() ? parseItemLink(link) : null;

  // The same item as its own order, without the cart: checked by the same rules first.
  const orderNow = async () => {
    markSubmitted();
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const item = addToCartSchema.parse({ ...values, Site: siteOf(values.ProductLink) });
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
      {...formProps}
      name="add-to-cart"
      initialValues={{ Quantity: 1, ProductLink: params.get('link') ?? '' }}
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
              <Tag color="red">{siteName(parsed.Site)}</Tag>
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
        <FormCol md={12} {...requiredField('ShopName', 'Tên shop')}>
          <Input maxLength={255} placeholder="Tên shop trên trang sản phẩm" />
        </FormCol>
        <FormCol md={12} {...requiredField('ProductName', 'Tên sản phẩm')}>
          <Input maxLength={500} />
        </FormCol>
        <FormCol md={12} {...field('Properties', 'Thuộc tính')}>
          <Input maxLength={255} placeholder="VD: Màu: Đỏ; Size: XL" />
        </FormCol>
        <FormCol xs={12} md={6} {...requiredField('PriceCNY', 'Giá (¥)')}>
          <YuanInput />
        </FormCol>
        <FormCol xs={12} md={6} {...requiredField('Quantity', 'Số lượng')}>
          <QuantityInput />
        </FormCol>
        <FormCol md={12} {...field('ImageUrl', 'Ảnh sản phẩm (đường dẫn)')}>
          <Input maxLength={1000} placeholder="https://..." />
        </FormCol>
        <FormCol md={12} {...field('Note', 'Ghi chú cho sản phẩm')}>
          <Input maxLength={255} />
        </FormCol>
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

import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Form,
  Input,
  Row,
  Space,
  Tag,
  Typography,
  type FormItemProps,
  type InputRef,
} from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import {
  addToCartSchema,
  messages,
  siteName,
  type AddToCartInput,
  type CreateOrderInput,
} from '@app/shared';
import { paths } from '../../../app/routes';
import { FormCol } from '../../../components/form-col';
import { QuantityInput, YuanInput } from '../../../components/number-inputs';
import { showConfirm, toast } from '../../../lib/dialogs';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useAddToCart, useBuyNow } from '../api/carts';
import { useItemLink, usePastedItem, type LinkReading } from '../api/resolve-link';
import { PictureUrlInput } from './picture-url-input';

type FormValues = Omit<AddToCartInput, 'ProductLink'> & { ProductLink?: string };

const RESOLVING = 'Đang mở đường dẫn rút gọn…';

/**
 * While a short link is being opened, and when it cannot be, the field says so by itself (before
 * any submit): the server's own sentence in the field.
 */
function linkStatus(reading: LinkReading): FormItemProps {
  if (reading.resolving) return { validateStatus: 'validating', help: RESOLVING };
  if (reading.failure) return { validateStatus: 'error', help: reading.failure };
  return {};
}

/** What the link field says under itself: the item recognised, the short link being opened, or how to paste. */
function linkHelp(reading: LinkReading) {
  if (reading.item) {
    return (
      <span>
        <Tag color="red">{siteName(reading.item.Site)}</Tag>
        <Typography.Text type="secondary">Mã sản phẩm {reading.item.ItemId}</Typography.Text>
      </span>
    );
  }
  return 'Dán đường dẫn hoặc nội dung chia sẻ từ Taobao, Tmall, 1688, Pinduoduo, Weidian (cả đường dẫn rút gọn m.tb.cn)';
}

/**
 * "Thêm sản phẩm bằng đường dẫn": the customer pastes an item's link — or the share text of a
 * shop's app, a link without https://, a short link the server opens — the site and item id are
 * recognised, and they fill what the page says (name, properties, price). After each item the
 * whole form empties, ready for the next item of any shop.
 */
export function AddItemForm() {
  // ?link=: a link pasted on the dashboard, or sent by the extension, arrives here filled in.
  const [params, setParams] = useSearchParams();
  const linkParam = params.get('link');
  const add = useAddToCart();
  const buyNow = useBuyNow();
  const navigate = useNavigate();
  const linkInput = useRef<InputRef>(null);
  // Items added: after each, the link field (drawn anew by the reset) takes the focus.
  const [added, setAdded] = useState(0);
  useEffect(() => {
    if (added > 0) linkInput.current?.focus();
  }, [added]);

  /** The item as addtocart takes it, the pasted text replaced by the item page it names. */
  const pastedItem = usePastedItem();
  const itemOf = (values: FormValues): AddToCartInput => {
    const item = pastedItem(values.ProductLink ?? '');
    return addToCartSchema.parse({
      ...values,
      ProductLink: item?.Link ?? '',
      Site: item?.Site ?? 'other',
      ItemId: item?.ItemId ?? '',
      Source: item ? 'link' : 'manual',
    });
  };

  const { form, formProps, field, requiredField, markSubmitted } = useSchemaForm<FormValues>(
    addToCartSchema,
    (values, clear) => {
      const input = itemOf(values);
      add.mutate(input, {
        onSuccess: () => {
          toast.success(`Đã thêm "${input.ProductName}" vào giỏ hàng của ${input.ShopName}`);
          // Everything goes, the shop too: the next item may be of any shop, and a shop name
          // left over would put it in the wrong cart.
          clear();
          if (linkParam !== null) {
            setParams(
              (current) => {
                current.delete('link');
                return current;
              },
              { replace: true },
            );
          }
          setAdded((count) => count + 1);
        },
      });
    },
  );
  const text = Form.useWatch('ProductLink', form) ?? '';
  const reading = useItemLink(text);

  useEffect(() => {
    if (linkParam) form.setFieldValue('ProductLink', linkParam);
  }, [form, linkParam]);

  // A short link opened (or not) after a submit: its message follows at once, not at the next key.
  const { resolving } = reading;
  const found = reading.item?.Link;
  useEffect(() => {
    if (form.getFieldError('ProductLink').length > 0) {
      form.validateFields(['ProductLink']).catch(() => undefined);
    }
  }, [form, resolving, found]);

  // A change is checked before the form renders it: the value is read here, and what the server
  // said of a short link counts only for the text it was said of.
  const linkRule = {
    validator: (_: unknown, value: string | undefined) => {
      if (!value?.trim() || pastedItem(value)) return Promise.resolve();
      const said = value.trim() === text.trim();
      const why = said ? (reading.failure ?? (reading.resolving ? RESOLVING : null)) : null;
      return Promise.reject(new Error(why ?? messages.itemLinkInvalid));
    },
  };

  // The same item as its own order, without the cart: checked by the same rules first.
  const orderNow = async () => {
    markSubmitted();
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const item = itemOf(values);
    const question = `Đặt ngay "${item.ProductName}" (${item.Quantity} × ¥${item.PriceCNY}) của ${item.ShopName}, không qua giỏ hàng?`;
    if (!(await showConfirm(question))) return;
    const order: CreateOrderInput = {
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
    };
    buyNow.mutate(order, {
      onSuccess: (created) => {
        toast.success(`Đã tạo đơn ${created.Code}. Hãy đặt cọc để chúng tôi mua hàng.`);
        void navigate(paths.orderDeposits);
      },
    });
  };

  return (
    <Form<FormValues> {...formProps} name="add-to-cart" initialValues={{ Quantity: 1 }}>
      <Form.Item
        label="Đường dẫn sản phẩm"
        name="ProductLink"
        rules={[linkRule]}
        {...linkStatus(reading)}
        extra={linkHelp(reading)}
      >
        <Input
          ref={linkInput}
          prefix={<LinkOutlined />}
          placeholder="https://item.taobao.com/item.htm?id=... hoặc nội dung chia sẻ"
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
          <PictureUrlInput />
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

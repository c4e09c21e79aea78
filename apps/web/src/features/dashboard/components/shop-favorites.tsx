import { Button, Card, Empty, Form, Input, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { ShopFavorite, ShopFavoriteInput } from '@app/shared';
import { lazyZodRules } from '../../../lib/zod-form-rules';
import { useShopFavorites } from '../api/shop-favorites';

// The form's schema (and zod with it) loads when the form is first checked, not with the dashboard.
const loadSchema = () =>
  import('./shop-favorite-schema').then((module) => module.shopFavoriteSchema);

/** ItemLinks travels as a JSON string holding a list (spec §3); a malformed one counts as empty. */
function itemLinksOf(shop: ShopFavorite): string[] {
  try {
    const parsed: unknown = JSON.parse(shop.ItemLinks || '[]');
    return Array.isArray(parsed)
      ? parsed.filter((link): link is string => typeof link === 'string')
      : [];
  } catch {
    return [];
  }
}

/** Save a shop by name and link. */
function AddShop() {
  const [form] = Form.useForm<ShopFavoriteInput>();
  const { save } = useShopFavorites();
  return (
    <Form<ShopFavoriteInput>
      form={form}
      layout="inline"
      name="shop-favorite"
      style={{ rowGap: 8, marginTop: 12 }}
      onFinish={(values) => save.mutate(values, { onSuccess: () => form.resetFields() })}
    >
      <Form.Item name="Name" rules={lazyZodRules(loadSchema, 'Name')}>
        <Input placeholder="Tên shop" aria-label="Tên shop yêu thích" maxLength={255} />
      </Form.Item>
      <Form.Item name="Link" rules={lazyZodRules(loadSchema, 'Link')}>
        <Input placeholder="https://..." aria-label="Đường dẫn shop" maxLength={500} />
      </Form.Item>
      <Button htmlType="submit" loading={save.isPending}>
        Lưu shop
      </Button>
    </Form>
  );
}

export function ShopFavorites({ shops }: { shops: ShopFavorite[] }) {
  const { remove } = useShopFavorites();
  return (
    <Card title="Shop yêu thích" style={{ height: '100%' }}>
      {shops.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có shop yêu thích" />
      ) : (
        // A plain list drawn like antd's List (global.css, `.plain-list`).
        <ul className="plain-list">
          {shops.map((shop) => {
            const links = itemLinksOf(shop);
            return (
              <li key={shop.Id}>
                <div className="plain-list__main">
                  <div className="plain-list__title">
                    <Typography.Link href={shop.Link} target="_blank" rel="noopener noreferrer">
                      {shop.Name}
                    </Typography.Link>
                  </div>
                  {links.length > 0 && (
                    <div className="plain-list__description">{`${links.length} sản phẩm đã lưu`}</div>
                  )}
                </div>
                <div className="plain-list__action">
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Bỏ ${shop.Name}`}
                    onClick={() => remove.mutate(shop.Id)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <AddShop />
    </Card>
  );
}

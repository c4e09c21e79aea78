import { Button, Card, Empty, Form, Input, List, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { shopFavoriteSchema, type ShopFavorite, type ShopFavoriteInput } from '@app/shared';
import { zodRules } from '../../../lib/zod-form-rules';
import { useShopFavorites } from '../api/shop-favorites';

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
      <Form.Item name="Name" rules={zodRules(shopFavoriteSchema, 'Name')}>
        <Input placeholder="Tên shop" aria-label="Tên shop yêu thích" maxLength={255} />
      </Form.Item>
      <Form.Item name="Link" rules={zodRules(shopFavoriteSchema, 'Link')}>
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
        <List
          dataSource={shops}
          renderItem={(shop) => {
            const links = itemLinksOf(shop);
            return (
              <List.Item
                actions={[
                  <Button
                    key="remove"
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Bỏ ${shop.Name}`}
                    onClick={() => remove.mutate(shop.Id)}
                  />,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Typography.Link href={shop.Link} target="_blank" rel="noopener noreferrer">
                      {shop.Name}
                    </Typography.Link>
                  }
                  description={links.length > 0 ? `${links.length} sản phẩm đã lưu` : undefined}
                />
              </List.Item>
            );
          }}
        />
      )}
      <AddShop />
    </Card>
  );
}

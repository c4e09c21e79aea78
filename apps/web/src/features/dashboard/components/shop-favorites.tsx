import { Card, Empty, List, Typography } from 'antd';
import type { ShopFavorite } from '@app/shared';

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

export function ShopFavorites({ shops }: { shops: ShopFavorite[] }) {
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
              <List.Item>
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
    </Card>
  );
}

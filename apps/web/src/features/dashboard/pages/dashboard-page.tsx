import { useEffect } from 'react';
import { Button, Card, Col, Descriptions, Row, Skeleton, Typography } from 'antd';
import {
  DownloadOutlined,
  ShoppingCartOutlined,
  SwapOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatVnd } from '@app/shared';
import { paths } from '../../../app/routes';
import { isStaffRole, updateUserConfig, useUserConfig } from '../../../lib/session';
import { configFromDashboard } from '../../../lib/user-config';
import { dashboardQuery } from '../api/get-dashboard';
import { transactionsQuery } from '../../wallet/api/get-transactions';
import { SignedAmount } from '../../wallet/components/signed-amount';
import { OrderCounters } from '../components/order-counters';
import { RecentTransactions } from '../components/recent-transactions';
import { PasteLink } from '../components/paste-link';
import { ShopFavorites } from '../components/shop-favorites';
import { StatCard } from '../components/stat-card';

export default function DashboardPage() {
  const { data, isPending } = useQuery(dashboardQuery);
  // Staff opening the portal have no wallet: only a customer's dashboard lists transactions.
  const customer = !isStaffRole(useUserConfig()?.UserInfo?.Role);
  const { data: recent } = useQuery({
    ...transactionsQuery({
      orderCode: '',
      from: '',
      end: '',
      transactionType: '',
      skip: 0,
      take: 5,
    }),
    enabled: customer,
  });

  useEffect(() => {
    // The header and other screens read these figures from the stored config (spec §3).
    if (data) updateUserConfig(configFromDashboard(data));
  }, [data]);

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Trang chủ
      </Typography.Title>
      {isPending || !data ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={8}>
            <StatCard
              icon={<SwapOutlined />}
              label="Tỷ giá (1 ¥)"
              value={formatVnd(data.CurrentRate)}
            />
          </Col>
          <Col xs={24} md={8}>
            <StatCard
              icon={<WalletOutlined />}
              label="Số dư ví"
              value={formatVnd(data.PocketMoney)}
            />
          </Col>
          <Col xs={24} md={8}>
            <StatCard
              icon={<ShoppingCartOutlined />}
              label="Giỏ hàng"
              value={data.NumberCarts}
              extra={<Link to={paths.orderCart}>Mở giỏ hàng</Link>}
            />
          </Col>
          <Col xs={24} lg={12}>
            <PasteLink />
          </Col>
          <Col xs={24} lg={12}>
            <OrderCounters counts={data.OrderCounts} />
          </Col>
          {customer && (
            <Col xs={24} lg={12}>
              <RecentTransactions
                rows={recent?.Items ?? []}
                amount={(value) => <SignedAmount amount={value} />}
              />
            </Col>
          )}
          <Col xs={24} lg={12}>
            <ShopFavorites shops={data.ShopFavorites} />
          </Col>
          <Col xs={24} lg={12}>
            <Card title="Nhân viên hỗ trợ" style={{ marginBottom: 16 }}>
              {data.Supporter ? (
                <Descriptions
                  column={1}
                  size="small"
                  items={[
                    { key: 'name', label: 'Họ tên', children: data.Supporter.Name },
                    { key: 'phone', label: 'Điện thoại', children: data.Supporter.Phone },
                    { key: 'email', label: 'Email', children: data.Supporter.Email },
                  ]}
                />
              ) : (
                <Typography.Text type="secondary">Chưa được phân công</Typography.Text>
              )}
            </Card>
            <Card title="Tiện ích mua hàng">
              <Typography.Paragraph>
                Cài tiện ích trên trình duyệt để thêm sản phẩm từ Taobao, Tmall, 1688 vào giỏ hàng.
              </Typography.Paragraph>
              {data.ExtensionLink ? (
                <Button
                  type="primary"
                  icon={<DownloadOutlined />}
                  href={data.ExtensionLink}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Tải tiện ích
                </Button>
              ) : (
                <Typography.Text type="secondary">Chưa có đường dẫn tải tiện ích</Typography.Text>
              )}
            </Card>
          </Col>
        </Row>
      )}
    </>
  );
}

import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useDeferredValue,
  useEffect,
  useState,
} from 'react';
import { Button, Card, Col, Descriptions, Row, Skeleton, Space, Typography } from 'antd';
import {
  DownloadOutlined,
  ShoppingCartOutlined,
  SwapOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { formatVnd, isStaffRole, type DashboardAnswer, type TransactionRow } from '@app/shared';
import { paths } from '../../../app/routes';
import { LinkButton } from '../../../components/link-button';
import { PageHeading } from '../../../components/page-title';
import { SignedAmount } from '../../../components/signed-amount';
import { updateUserConfig, useUserConfigValue } from '../../../lib/session';
import { configFromDashboard, dashboardQuery } from '../../../lib/user-config';
import { transactionsQuery } from '../../wallet';
import { FirstSteps } from '../components/first-steps';
import { RecentTransactions } from '../components/recent-transactions';
import { PasteLink } from '../components/paste-link';
import { StatCard } from '../components/stat-card';
import { OrderCounters, TransportCounters } from '../components/state-counters';
import { StorageDeadline } from '../components/storage-deadline';
import { WaitingPayment } from '../components/waiting-payment';

// The favourites card carries a form with its schema and validation rules: loaded beside the
// page, it does not hold up the figures a customer opens the dashboard for.
const ShopFavorites = lazy(() =>
  import('../components/shop-favorites').then((module) => ({ default: module.ShopFavorites })),
);

// The Chinese warehouse address (DESIGN §11) is read below the figures, in Chinese: loaded beside
// the page for the same reason.
const ChinaAddressCard = lazy(() =>
  import('../../shipping').then((module) => ({ default: module.ChinaAddressCard })),
);

/**
 * The browser extension: the portal's page about it (a `#/…` link, opened by the router), or
 * the download staff set elsewhere.
 */
function ExtensionCard({ link }: { link: string }) {
  return (
    <Card title="Tiện ích đặt hàng">
      <Typography.Paragraph>
        Cài tiện ích trên trình duyệt máy tính để thêm sản phẩm Taobao, Tmall, 1688 vào giỏ hàng
        ngay trên trang của shop, với giá, màu, size và ảnh đọc sẵn.
      </Typography.Paragraph>
      {link.startsWith('#') ? (
        <LinkButton to={link.slice(1)} type="primary" icon={<DownloadOutlined />}>
          Cài tiện ích
        </LinkButton>
      ) : (
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          href={link}
          target="_blank"
          rel="noopener noreferrer"
        >
          Tải tiện ích
        </Button>
      )}
    </Card>
  );
}

interface CardsProps {
  data: DashboardAnswer;
  /** The wallet's newest movements, once they came. */
  recent: TransactionRow[] | undefined;
  customer: boolean;
}

/**
 * The cards, in two commits: first what a phone's screen shows at once (the first steps, the
 * storage warning, the four figures), then the two stacks below them, as a transition of its own
 * after the first is on screen. One commit of every card (DOM, styles, layout) was the dashboard's
 * longest task on a phone. Memoised: a render of the page for another reason (an answer that
 * changes nothing shown, react-query's renders are synchronous) stops here.
 */
const DashboardCards = memo(function DashboardCards({ data, recent, customer }: CardsProps) {
  const [stacks, setStacks] = useState(false);
  useEffect(() => {
    startTransition(() => setStacks(true));
  }, []);
  return (
    <Row gutter={[16, 16]}>
      {customer && data.OrderCounts.length === 0 && (
        <Col xs={24}>
          <FirstSteps funded={data.PocketMoney > 0} hasCart={data.NumberCarts > 0} />
        </Col>
      )}
      {data.StorageDeadline && (
        <Col xs={24}>
          <StorageDeadline deadline={data.StorageDeadline} />
        </Col>
      )}
      <Col xs={12} xl={6}>
        <StatCard
          icon={<SwapOutlined />}
          label="Tỷ giá (1 ¥)"
          value={formatVnd(data.CurrentRate)}
          to={paths.orderPrices}
        />
      </Col>
      <Col xs={12} xl={6}>
        <StatCard
          icon={<WalletOutlined />}
          label="Số dư ví"
          value={formatVnd(data.PocketMoney)}
          to={paths.transactionList}
        />
      </Col>
      <Col xs={12} xl={6}>
        <StatCard
          icon={<ShoppingCartOutlined />}
          label="Giỏ hàng"
          value={data.NumberCarts}
          to={paths.orderCart}
        />
      </Col>
      <Col xs={12} xl={6}>
        <WaitingPayment waiting={data.WaitingPayment} />
      </Col>
      {stacks && (
        <>
          {/* Two stacks rather than rows of pairs: cards of uneven height leave no holes. */}
          <Col xs={24} lg={12}>
            <Space orientation="vertical" size={16} style={{ display: 'flex' }}>
              <PasteLink />
              {customer && (
                <Suspense fallback={null}>
                  <ChinaAddressCard size="default" />
                </Suspense>
              )}
              <OrderCounters counts={data.OrderCounts} />
              <TransportCounters counts={data.TransportCounts} />
              <Suspense fallback={<Card title="Shop yêu thích" loading />}>
                <ShopFavorites shops={data.ShopFavorites} />
              </Suspense>
            </Space>
          </Col>
          <Col xs={24} lg={12}>
            <Space orientation="vertical" size={16} style={{ display: 'flex' }}>
              {customer && (
                <RecentTransactions
                  rows={recent ?? []}
                  amount={(value) => <SignedAmount amount={value} />}
                />
              )}
              <Card title="Nhân viên hỗ trợ">
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
              {/* The server names the portal's own page (#/extension) unless staff set a link. */}
              {data.ExtensionLink && <ExtensionCard link={data.ExtensionLink} />}
            </Space>
          </Col>
        </>
      )}
    </Row>
  );
});

export default function DashboardPage() {
  const { data: fresh, isPending } = useQuery(dashboardQuery);
  // The cards render from a deferred copy: when the figures arrive React lays the page out as a
  // transition, in slices that leave a phone's main thread free between them, instead of one long
  // task (what Lighthouse's Total Blocking Time counted on this page).
  const data = useDeferredValue(fresh);
  // Staff opening the portal have no wallet: only a customer's dashboard lists transactions.
  const customer = !isStaffRole(useUserConfigValue((config) => config?.UserInfo?.Role));
  const { data: recentFresh } = useQuery({
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
  const recent = useDeferredValue(recentFresh?.Items);

  useEffect(() => {
    // The header and other screens read these figures from the stored config (spec §3).
    if (fresh) updateUserConfig(configFromDashboard(fresh));
  }, [fresh]);

  return (
    <>
      <PageHeading>Trang chủ</PageHeading>
      {isPending || !data ? (
        <Skeleton active />
      ) : (
        <DashboardCards data={data} recent={recent} customer={customer} />
      )}
    </>
  );
}

import { Card, Col, Descriptions, Row, Skeleton, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCny, formatVnd, type FeeTier, type PricesAnswer } from '@app/shared';
import { paths } from '../../../app/routes';
import { PageHeading } from '../../../components/page-title';
import { useUserConfig } from '../../../lib/session';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { pricesQuery } from '../api/get-prices';
import { vndRange } from '../lib/bands';

const countRange = (tier: FeeTier, unit: string) =>
  tier.Max === 0 ? `Từ ${tier.Min} ${unit} trở lên` : `${tier.Min} – ${tier.Max} ${unit}`;
const number = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });

type CustomerLevel = PricesAnswer['CustomerLevels'][number];

/** What each level gives, in the order of the table's columns and of a phone's lines. */
const levelFacts: { title: string; value: (level: CustomerLevel) => string }[] = [
  { title: 'Tổng chi tiêu từ', value: (level) => formatVnd(level.MinSpending) },
  { title: 'Đặt cọc', value: (level) => `${number.format(level.DepositPercent)} %` },
  { title: 'Giảm phí mua hàng', value: (level) => `${number.format(level.FeeBuyerDiscount)} %` },
  {
    title: 'Giảm cước cân nặng',
    value: (level) => `${number.format(level.WeightFeeDiscount)} %`,
  },
];

/**
 * The customer levels: a table on a wide screen; on a phone, where five columns would scroll
 * sideways, one block per level with its facts on lines of their own.
 */
function CustomerLevels({ levels }: { levels: CustomerLevel[] }) {
  const wide = useWideScreen();
  if (!wide) {
    return (
      <div className="price-levels">
        {levels.map((level) => (
          <Descriptions
            key={level.Name}
            title={level.Name}
            size="small"
            column={1}
            items={levelFacts.map((fact) => ({
              key: fact.title,
              label: fact.title,
              children: fact.value(level),
            }))}
          />
        ))}
      </div>
    );
  }
  return (
    <Table
      rowKey="Name"
      size="small"
      pagination={false}
      dataSource={levels}
      columns={[
        { title: 'Cấp', dataIndex: 'Name' },
        ...levelFacts.map((fact) => ({
          title: fact.title,
          key: fact.title,
          align: 'right' as const,
          render: (_: unknown, level: CustomerLevel) => fact.value(level),
        })),
      ]}
    />
  );
}

function TierTable({
  title,
  rows,
  range,
  value,
}: {
  title: string;
  rows: FeeTier[];
  range: (tier: FeeTier) => string;
  value: (tier: FeeTier) => string;
}) {
  return (
    <Card title={title} size="small" style={{ height: '100%' }}>
      <Table<FeeTier>
        rowKey={(tier) => `${tier.Min}-${tier.Max}`}
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: 'Khoảng', key: 'range', render: (_, tier) => range(tier) },
          { title: 'Mức phí', key: 'value', align: 'right', render: (_, tier) => value(tier) },
        ]}
      />
    </Card>
  );
}

/**
 * The price list, public and inside the portal: every fee exactly as staff set it in the settings
 * (DESIGN §5).
 */
export default function PricesPage() {
  const { data } = useQuery(pricesQuery);
  // Read in the portal (or the public page while signed in): the next step is the cart, not a sign-in.
  const signedIn = !!useUserConfig();
  if (!data) return <Skeleton active />;
  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: 16 }}>
      <PageHeading size={2} style={{ marginTop: '0.83em' }}>
        Bảng giá dịch vụ
      </PageHeading>
      <Typography.Paragraph>
        Tỷ giá hiện tại: <strong>{formatVnd(data.CurrentRate)} / ¥1</strong>. Tỷ giá được chốt khi
        bạn đặt đơn.{' '}
        {signedIn ? (
          <Link to={paths.orderCart}>Đặt hàng</Link>
        ) : (
          <>
            <Link to={paths.login}>Đăng nhập</Link> để đặt hàng.
          </>
        )}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <TierTable
            title={`Phí mua hàng (tối thiểu ${formatVnd(data.MinBuyerFee)} mỗi đơn)`}
            rows={data.FeeBuyer}
            range={vndRange}
            value={(tier) => `${number.format(tier.Value)} % giá trị hàng`}
          />
        </Col>
        <Col xs={24} md={12}>
          <TierTable
            title="Phí kiểm đếm"
            rows={data.InspectionFees}
            range={(tier) => countRange(tier, 'sản phẩm')}
            value={(tier) => `${formatVnd(tier.Value)} / sản phẩm`}
          />
        </Col>
        {data.ShippingPrices.map((prices) => (
          <Col xs={24} md={12} key={prices.WarehouseId}>
            <TierTable
              title={`Cước vận chuyển về ${prices.WarehouseName}`}
              rows={prices.Tiers}
              range={(tier) => countRange(tier, 'kg')}
              value={(tier) => `${formatVnd(tier.Value)} / kg`}
            />
          </Col>
        ))}
        <Col xs={24} md={12}>
          <Card title="Phí khác" size="small" style={{ height: '100%' }}>
            <ul style={{ paddingLeft: 18, margin: 0 }}>
              <li>
                Đóng gỗ: {formatCny(data.WoodenCrate.FirstKgCNY)} kg đầu,{' '}
                {formatCny(data.WoodenCrate.NextKgCNY)} mỗi kg tiếp theo
              </li>
              <li>
                Bảo hiểm: {number.format(data.InsurancePercent)} % giá trị hàng khai báo (khi chọn)
              </li>
              <li>
                Cân quy đổi: Dài × Rộng × Cao (cm) ÷ {number.format(data.VolumetricDivisor)}; tính
                theo cân nặng lớn hơn, tối thiểu {number.format(data.MinChargedWeight)} kg mỗi kiện
              </li>
              <li>
                Lưu kho: miễn phí {data.FreeStorageDays} ngày tại kho Việt Nam, sau đó{' '}
                {formatVnd(data.StorageFeePerKgDay)} / kg / ngày
              </li>
            </ul>
          </Card>
        </Col>
        <Col xs={24}>
          <Card title="Cấp khách hàng" size="small">
            <CustomerLevels levels={data.CustomerLevels} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}

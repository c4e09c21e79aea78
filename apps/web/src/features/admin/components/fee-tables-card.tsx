import { Card, Col, Form, InputNumber, Row, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { warehousesQuery } from '../../../lib/reference-data';
import { SettingsInlineList } from './settings-card-list';
import { decimalComma, thousands } from './thousands';

/** Rows of Min – Max (Max 0: no upper limit) → a value, first match wins (DESIGN §5). */
function TierList({
  name,
  unit,
  valueLabel,
}: {
  name: (string | number)[];
  unit: string;
  valueLabel: string;
}) {
  return (
    <SettingsInlineList
      name={name}
      removeLabel="Xóa dòng"
      addLabel="Thêm dòng"
      blank={{ Min: 0, Max: 0, Value: 0 }}
    >
      {(field) => (
        <>
          <Form.Item name={[field.name, 'Min']} label={`Từ (${unit})`}>
            <InputNumber<number> min={0} style={{ width: 120 }} {...thousands} />
          </Form.Item>
          <Form.Item name={[field.name, 'Max']} label={`Đến (${unit}, 0: không giới hạn)`}>
            <InputNumber<number> min={0} style={{ width: 160 }} {...thousands} />
          </Form.Item>
          <Form.Item name={[field.name, 'Value']} label={valueLabel}>
            <InputNumber<number> min={0} style={{ width: 140 }} {...thousands} />
          </Form.Item>
        </>
      )}
    </SettingsInlineList>
  );
}

/** The fee tables of DESIGN §5 that the public price page shows and every bill is computed from. */
export function FeeTablesCard() {
  const { data: warehouses = [] } = useQuery(warehousesQuery);
  const shipping = (Form.useWatch('ShippingPrices') ?? []) as { WarehouseId: number }[];
  // Amounts of money read with thousands dots; percents, kg and days as they are.
  const number = (name: string, label: string, props: { max?: number; step?: number } = {}) => (
    <Col xs={24} sm={12} md={8}>
      <Form.Item label={label} name={name}>
        <InputNumber<number> min={0} style={{ width: '100%' }} {...decimalComma} {...props} />
      </Form.Item>
    </Col>
  );
  const money = (name: string, label: string) => (
    <Col xs={24} sm={12} md={8}>
      <Form.Item label={label} name={name}>
        <InputNumber<number> min={0} style={{ width: '100%' }} {...thousands} />
      </Form.Item>
    </Col>
  );
  return (
    <Card title="Bảng phí dịch vụ">
      <Row gutter={16}>
        {money('MinBuyerFee', 'Phí mua hộ tối thiểu mỗi đơn (₫)')}
        {number('InsurancePercent', 'Bảo hiểm (% giá trị khai báo)', { max: 100 })}
        {money('VolumetricDivisor', 'Hệ số cân quy đổi (D×R×C ÷)')}
        {number('MinChargedWeight', 'Cân tối thiểu mỗi kiện (kg)', { step: 0.1 })}
        {number('FreeStorageDays', 'Số ngày lưu kho miễn phí')}
        {money('StorageFeePerKgDay', 'Phí lưu kho (₫ / kg / ngày)')}
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Đóng gỗ: kg đầu (¥)" name={['WoodenCrate', 'FirstKgCNY']}>
            <InputNumber<number> min={0} step={0.5} style={{ width: '100%' }} {...decimalComma} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Đóng gỗ: mỗi kg tiếp theo (¥)" name={['WoodenCrate', 'NextKgCNY']}>
            <InputNumber<number> min={0} step={0.5} style={{ width: '100%' }} {...decimalComma} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Paragraph strong>Phí kiểm đếm theo số sản phẩm của đơn</Typography.Paragraph>
      <TierList name={['InspectionFees']} unit="SP" valueLabel="₫ / sản phẩm" />
      {shipping.map((prices, index) => (
        <div key={prices.WarehouseId} style={{ marginTop: 16 }}>
          <Typography.Paragraph strong>
            Cước vận chuyển về{' '}
            {warehouses.find((warehouse) => warehouse.Id === prices.WarehouseId)?.Name ??
              `kho ${prices.WarehouseId}`}{' '}
            theo cân
          </Typography.Paragraph>
          <TierList name={['ShippingPrices', index, 'Tiers']} unit="kg" valueLabel="₫ / kg" />
        </div>
      ))}
    </Card>
  );
}

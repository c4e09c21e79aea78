import { Card, Col, Row, Typography } from 'antd';
import { RateKind, rateKindNames } from '@app/shared';
import { rateKindHints, rateText } from '../lib/rate-text';

function RateCard({ kind, rate }: { kind: RateKind; rate: number | null }) {
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Typography.Text type="secondary">{rateKindNames[kind]} đang áp dụng</Typography.Text>
      <div style={{ fontSize: 24, fontWeight: 600, margin: '4px 0' }}>
        {rate === null ? 'Chưa đặt' : rateText(rate)}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {rateKindHints[kind]}
      </Typography.Text>
    </Card>
  );
}

/** The selling and buying rates in force now. */
export function CurrentRates({
  selling,
  buying,
}: {
  selling: number | null;
  buying: number | null;
}) {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} sm={12}>
        <RateCard kind={RateKind.Selling} rate={selling} />
      </Col>
      <Col xs={24} sm={12}>
        <RateCard kind={RateKind.Buying} rate={buying} />
      </Col>
    </Row>
  );
}

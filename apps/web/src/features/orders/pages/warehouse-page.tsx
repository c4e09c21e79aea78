import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ReceiveChinaInput, ReceiveVietnamInput, TransportRow } from '@app/shared';
import { toast } from '../../../lib/dialogs';
import { warehousesQuery } from '../../../lib/reference-data';
import { useWarehouse } from '../api/admin-orders';

const codesOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter(Boolean);

/** What the scale said about the last parcel: the charge with its formula. */
function Weighed({ parcel }: { parcel: TransportRow | null }) {
  if (!parcel) return null;
  return (
    <Alert
      type="success"
      showIcon
      style={{ marginTop: 12 }}
      message={`${parcel.TransportCode} (${parcel.OrderCode || 'chưa có đơn'}): ${parcel.StatusName}`}
      description={parcel.FeeFormula}
    />
  );
}

/** The warehouses' three scans: weigh in China, ship to Vietnam, receive in Vietnam. */
export default function WarehousePage() {
  const calls = useWarehouse();
  const { data: warehouses = [] } = useQuery(warehousesQuery);
  const [china] = Form.useForm<ReceiveChinaInput>();
  const [vietnam] = Form.useForm<ReceiveVietnamInput>();
  const [weighed, setWeighed] = useState<TransportRow | null>(null);
  const [shipping, setShipping] = useState('');

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Kho hàng
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title="Nhận hàng tại kho Trung Quốc" size="small">
            <Form<ReceiveChinaInput>
              form={china}
              layout="vertical"
              name="receive-china"
              onFinish={(values) =>
                calls.receiveChina.mutate(values, {
                  onSuccess: (parcel) => {
                    setWeighed(parcel);
                    china.resetFields();
                  },
                })
              }
            >
              <Form.Item
                label="Mã vận đơn"
                name="TransportCode"
                rules={[{ required: true, message: 'Quét hoặc nhập mã vận đơn' }]}
              >
                <Input autoFocus />
              </Form.Item>
              <Row gutter={8}>
                <Col xs={12} md={6}>
                  <Form.Item
                    label="Cân nặng (kg)"
                    name="Weight"
                    rules={[{ required: true, message: 'Nhập cân nặng' }]}
                  >
                    <InputNumber<number>
                      min={0.01}
                      step={0.1}
                      precision={2}
                      decimalSeparator=","
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                </Col>
                {(['Length', 'Width', 'Height'] as const).map((side, index) => (
                  <Col xs={12} md={6} key={side}>
                    <Form.Item label={['Dài', 'Rộng', 'Cao'][index] + ' (cm)'} name={side}>
                      <InputNumber<number> min={0} max={500} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
              <Button type="primary" htmlType="submit" loading={calls.receiveChina.isPending}>
                Cân và nhập kho
              </Button>
            </Form>
            <Weighed parcel={weighed} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Xuất kho đi Việt Nam" size="small" style={{ marginBottom: 16 }}>
            <Input.TextArea
              aria-label="Mã vận đơn xuất kho"
              placeholder="Mỗi dòng một mã vận đơn"
              autoSize={{ minRows: 2, maxRows: 6 }}
              value={shipping}
              onChange={(event) => setShipping(event.target.value)}
            />
            <Button
              type="primary"
              style={{ marginTop: 8 }}
              disabled={codesOf(shipping).length === 0}
              loading={calls.ship.isPending}
              onClick={() =>
                calls.ship.mutate(codesOf(shipping), {
                  onSuccess: (parcels) => {
                    toast.success(`Đã xuất ${parcels.length} kiện`);
                    setShipping('');
                  },
                })
              }
            >
              Xuất kho ({codesOf(shipping).length} kiện)
            </Button>
          </Card>
          <Card title="Nhận hàng tại kho Việt Nam" size="small">
            <Form<ReceiveVietnamInput>
              form={vietnam}
              layout="vertical"
              name="receive-vietnam"
              onFinish={(values) =>
                calls.receiveVietnam.mutate(values, {
                  onSuccess: (parcel) => {
                    toast.success(`${parcel.TransportCode} đã về ${parcel.WarehouseName}`);
                    vietnam.resetFields(['TransportCode']);
                  },
                })
              }
            >
              <Row gutter={8}>
                <Col xs={24} md={14}>
                  <Form.Item
                    label="Mã vận đơn"
                    name="TransportCode"
                    rules={[{ required: true, message: 'Quét hoặc nhập mã vận đơn' }]}
                  >
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24} md={10}>
                  <Form.Item
                    label="Kho"
                    name="WarehouseId"
                    rules={[{ required: true, message: 'Bạn chưa chọn kho hàng' }]}
                  >
                    <Select
                      options={warehouses.map((warehouse) => ({
                        value: warehouse.Id,
                        label: warehouse.Name,
                      }))}
                    />
                  </Form.Item>
                </Col>
              </Row>
              <Button type="primary" htmlType="submit" loading={calls.receiveVietnam.isPending}>
                Nhận hàng
              </Button>
            </Form>
          </Card>
        </Col>
      </Row>
    </>
  );
}

import { Button, Card, Form, Input, Table, Typography } from 'antd';
import { formatDateTime, isCountable, type AdminOrderDetail, type CountInput } from '@app/shared';
import { QuantityInput } from '../../../components/number-inputs';
import { toast } from '../../../lib/dialogs';
import type { useDeskStep } from '../api/admin-orders';

type Item = AdminOrderDetail['Items'][number];

/** What the customer should receive of an item: what was bought, or ordered before that. */
const expectedOf = (item: Item) => item.QuantityBought ?? item.Quantity;

/**
 * Kiểm đếm (DESIGN §11) at the buying desk, for an order that chose it: each item's counted
 * quantity and note, typed down the table with Tab and saved with Enter. The first count starts
 * from what should be there; a recount from what was counted. A shortfall prepares the customer's
 * complaint on the server.
 */
export function CountingCard({
  order,
  step,
}: {
  order: AdminOrderDetail;
  step: ReturnType<typeof useDeskStep>;
}) {
  const [form] = Form.useForm<CountInput>();
  const editable = isCountable(order.State);
  const submit = (values: CountInput) =>
    step.mutate(
      { action: 'count', body: values },
      { onSuccess: () => toast.success(`Đã lưu kiểm đếm đơn ${order.Code}`) },
    );
  return (
    <Card title="Kiểm đếm" size="small" style={{ marginBottom: 16 }}>
      <Form<CountInput>
        form={form}
        name="count"
        onFinish={submit}
        disabled={!editable || step.isPending}
        initialValues={{
          Items: order.Items.map((item) => ({
            Id: item.Id,
            QuantityReceived: item.QuantityReceived ?? expectedOf(item),
            Note: item.CountNote,
          })),
        }}
      >
        <Table<Item>
          size="small"
          rowKey="Id"
          pagination={false}
          dataSource={order.Items}
          scroll={{ x: 640 }}
          columns={[
            {
              title: 'Sản phẩm',
              dataIndex: 'ProductName',
              render: (_, item, index) => (
                <>
                  <Form.Item name={['Items', index, 'Id']} hidden>
                    <Input />
                  </Form.Item>
                  <div>{item.ProductName}</div>
                  {item.Properties && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {item.Properties}
                    </Typography.Text>
                  )}
                </>
              ),
            },
            { title: 'Đặt', dataIndex: 'Quantity', width: 60, align: 'right' },
            {
              title: 'Mua được',
              dataIndex: 'QuantityBought',
              width: 90,
              align: 'right',
              render: (value: number | null) => value ?? '—',
            },
            {
              title: 'Kiểm đếm',
              key: 'counted',
              width: 110,
              render: (_, item, index) => (
                <Form.Item
                  name={['Items', index, 'QuantityReceived']}
                  noStyle
                  rules={[{ required: true }]}
                >
                  <QuantityInput
                    min={0}
                    max={100_000}
                    aria-label={`Số lượng kiểm đếm ${item.ProductName}`}
                  />
                </Form.Item>
              ),
            },
            {
              title: 'Ghi chú',
              key: 'note',
              width: 220,
              render: (_, item, index) => (
                <Form.Item name={['Items', index, 'Note']} noStyle>
                  <Input maxLength={255} aria-label={`Ghi chú kiểm đếm ${item.ProductName}`} />
                </Form.Item>
              ),
            },
          ]}
        />
        <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 12 }}>
          {editable && (
            <Button type="primary" htmlType="submit" loading={step.isPending}>
              Lưu kiểm đếm
            </Button>
          )}
          <Typography.Text type="secondary">
            {order.CountedDate
              ? `Đã kiểm đếm lúc ${formatDateTime(order.CountedDate)}`
              : 'Chưa kiểm đếm'}
            {!editable && ' · chỉ kiểm đếm khi hàng đã về kho Trung Quốc đến khi về kho Việt Nam'}
          </Typography.Text>
        </div>
      </Form>
    </Card>
  );
}

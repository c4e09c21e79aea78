import { Alert, Button, Card, Col, Form, Row, Select, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  cnyToFen,
  createOrderShipSchema,
  fenToVnd,
  messages,
  type OrderShipItemInput,
} from '@app/shared';
import { orderShipPath } from '../../../app/routes';
import { NoteInput } from '../../../components/note-input';
import { PageTitle } from '../../../components/page-title';
import { toast } from '../../../lib/dialogs';
import { warehousesQuery } from '../../../lib/reference-data';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { userInfoQuery } from '../../../lib/user-config';
import { pricesQuery } from '../../prices';
import { useCreateConsignment } from '../api/consignments';
import { DeclaredItemsList, emptyItem } from '../components/declared-items-list';
import { ServiceOptions } from '../components/service-options';
import { codesProblem, TrackingCodesInput } from '../components/tracking-codes-input';
import { WarehousePrices } from '../components/warehouse-prices';
import { ChinaAddressCard } from '../components/china-address-card';

const MAX_CODES = 20;

interface FormValues {
  WarehouseId?: number;
  TransportCodes: string[];
  Items: Array<Partial<OrderShipItemInput>>;
  IsWoodenCrate: boolean;
  IsInsurance: boolean;
  Note?: string;
}

/** The declared value in ¥ of the items typed so far (unfinished rows count as nothing). */
const declaredCny = (items: FormValues['Items'] | undefined) =>
  (items ?? []).reduce(
    (sum, item) => sum + cnyToFen(item?.PriceCNY ?? 0) * Math.max(0, item?.Quantity ?? 0),
    0,
  ) / 100;

/**
 * "Thêm mã vận đơn": a consignment of goods the customer bought themselves. The tracking numbers
 * tell the Chinese warehouse which parcels are theirs; the declared items are what is inside.
 */
export default function TransportCreatePage() {
  const navigate = useNavigate();
  const wide = useWideScreen();
  const create = useCreateConsignment();
  const { form, formProps } = useSchemaForm<FormValues>(createOrderShipSchema, (values) => {
    const parsed = createOrderShipSchema.safeParse(values);
    if (!parsed.success) return;
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        toast.success(`Đã tạo đơn ký gửi ${created.Code}`);
        void navigate(orderShipPath(created.Id));
      },
    });
  });
  const { data: info, isPending: infoPending } = useQuery(userInfoQuery);
  const { data: warehouses = [] } = useQuery(warehousesQuery);
  const { data: prices } = useQuery(pricesQuery);

  const warehouseId = Form.useWatch('WarehouseId', form);
  const items = Form.useWatch('Items', form);
  const codes = Form.useWatch('TransportCodes', form) ?? [];
  const declared = declaredCny(items);
  const declaredVnd = prices ? fenToVnd(cnyToFen(declared), prices.CurrentRate) : 0;

  if (infoPending) return <Skeleton active />;

  return (
    <>
      <PageTitle title="Thêm mã vận đơn" />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="Hàng bạn tự mua, gửi về kho Trung Quốc của chúng tôi"
        description="Khai báo mã vận đơn shop đã gửi và hàng bên trong, kho sẽ nhận đúng kiện của bạn, cân, báo phí và chuyển về kho Việt Nam bạn chọn. Chưa có mã vận đơn? Bạn vẫn có thể tạo đơn ký gửi và thêm mã sau."
      />
      <Form<FormValues>
        {...formProps}
        name="create-consignment"
        initialValues={{
          WarehouseId: info?.WarehouseId ?? undefined,
          TransportCodes: [],
          Items: [emptyItem],
          IsWoodenCrate: false,
          IsInsurance: false,
          Note: '',
        }}
        scrollToFirstError
      >
        <Card title="Kho nhận và mã vận đơn" size="small" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={9}>
              <Form.Item
                label="Kho nhận tại Việt Nam"
                name="WarehouseId"
                required
                rules={[{ required: true, message: messages.warehouseRequired }]}
                extra={
                  <WarehousePrices
                    description={warehouses.find((w) => w.Id === warehouseId)?.Description}
                    tiers={
                      prices?.ShippingPrices.find((row) => row.WarehouseId === warehouseId)?.Tiers
                    }
                  />
                }
              >
                <Select
                  placeholder="Chọn kho"
                  options={warehouses.map((warehouse) => ({
                    value: warehouse.Id,
                    label: warehouse.Name,
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={15}>
              <Form.Item
                label={`Mã vận đơn (${codes.length}/${MAX_CODES})`}
                name="TransportCodes"
                rules={[
                  {
                    validator: async (_rule, value: string[] | undefined) => {
                      const problem = codesProblem(value ?? [], MAX_CODES);
                      if (problem) throw new Error(problem);
                    },
                  },
                ]}
                extra="Gõ mã rồi nhấn Enter, hoặc dán nhiều mã cùng lúc (cách nhau bằng dấu cách, dấu phẩy hoặc xuống dòng). Mỗi mã là một kiện."
              >
                <TrackingCodesInput placeholder="VD: YT1234567890123" />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <ChinaAddressCard warehouseId={warehouseId} style={{ marginBottom: 16 }} />

        <Card title="Hàng hóa khai báo" size="small" style={{ marginBottom: 16 }}>
          <DeclaredItemsList declared={declared} declaredVnd={declaredVnd} />
        </Card>

        <Card title="Dịch vụ thêm và ghi chú" size="small" style={{ marginBottom: 16 }}>
          <ServiceOptions prices={prices} declaredVnd={declaredVnd} />
          <Form.Item
            label="Ghi chú cho kho"
            name="Note"
            rules={[{ max: 255, message: messages.noteTooLong }]}
          >
            <NoteInput placeholder="VD: hàng dễ vỡ, kiểm tra số lượng khi nhận" />
          </Form.Item>
        </Card>

        <div style={{ display: 'flex', justifyContent: wide ? 'flex-end' : 'stretch' }}>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            loading={create.isPending}
            block={!wide}
          >
            Tạo đơn ký gửi
          </Button>
        </div>
      </Form>
    </>
  );
}

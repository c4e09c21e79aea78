import { Button, Form, Input, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { updateUserInfoSchema, type UpdateUserInfoInput, type UserInfo } from '@app/shared';
import { warehousesQuery } from '../../../lib/reference-data';
import { useSubmitValidation, zodRules } from '../../../lib/zod-form-rules';

interface Props {
  info: UserInfo;
  saving: boolean;
  onSave: (values: UpdateUserInfoInput) => void;
  onCancel: () => void;
}

export function UserInfoForm({ info, saving, onSave, onCancel }: Props) {
  const [form] = Form.useForm<UpdateUserInfoInput>();
  const { validateTrigger, markSubmitted } = useSubmitValidation();
  const { data: warehouses = [] } = useQuery(warehousesQuery);
  const rules = (field: keyof UpdateUserInfoInput) => zodRules(updateUserInfoSchema, field);

  return (
    <Form
      form={form}
      layout="vertical"
      name="user-info"
      style={{ maxWidth: 560 }}
      validateTrigger={validateTrigger}
      initialValues={{
        FullName: info.FullName,
        Phone: info.Phone,
        Address: info.Address,
        WarehouseId: info.WarehouseId ?? undefined,
        Avatar: info.Avatar,
      }}
      onFinish={(values) => {
        markSubmitted();
        // The schema trims and fills empty optional texts, as the server expects.
        onSave(updateUserInfoSchema.parse(values));
      }}
      onFinishFailed={markSubmitted}
    >
      <Form.Item label="Họ tên" name="FullName" rules={rules('FullName')}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item label="Số điện thoại" name="Phone" required rules={rules('Phone')}>
        <Input type="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item label="Địa chỉ" name="Address" rules={rules('Address')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} autoComplete="street-address" />
      </Form.Item>
      <Form.Item label="Kho nhận hàng" name="WarehouseId" required rules={rules('WarehouseId')}>
        <Select
          placeholder="Chọn kho hàng"
          options={warehouses.map((warehouse) => ({ value: warehouse.Id, label: warehouse.Name }))}
        />
      </Form.Item>
      <Form.Item label="Ảnh đại diện (đường dẫn)" name="Avatar" rules={rules('Avatar')}>
        <Input type="url" placeholder="https://..." />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          Lưu
        </Button>
        <Button onClick={onCancel}>Hủy</Button>
      </Space>
    </Form>
  );
}

import { Button, Form, Input, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { updateUserInfoSchema, type UpdateUserInfoInput, type UserInfo } from '@app/shared';
import { warehousesQuery } from '../../../lib/reference-data';
import { useSchemaForm } from '../../../lib/use-schema-form';

interface Props {
  info: UserInfo;
  saving: boolean;
  onSave: (values: UpdateUserInfoInput) => void;
  onCancel: () => void;
}

export function UserInfoForm({ info, saving, onSave, onCancel }: Props) {
  // The schema trims and fills empty optional texts, as the server expects.
  const { formProps, field, requiredField } = useSchemaForm<UpdateUserInfoInput>(
    updateUserInfoSchema,
    (values) => onSave(updateUserInfoSchema.parse(values)),
  );
  const { data: warehouses = [] } = useQuery(warehousesQuery);

  return (
    <Form
      {...formProps}
      name="user-info"
      style={{ maxWidth: 560 }}
      initialValues={{
        FullName: info.FullName,
        Phone: info.Phone,
        Address: info.Address,
        WarehouseId: info.WarehouseId ?? undefined,
        Avatar: info.Avatar,
      }}
    >
      <Form.Item {...field('FullName', 'Họ tên')}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item {...requiredField('Phone', 'Số điện thoại')}>
        <Input type="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item {...field('Address', 'Địa chỉ')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} autoComplete="street-address" />
      </Form.Item>
      <Form.Item {...requiredField('WarehouseId', 'Kho nhận hàng')}>
        <Select
          placeholder="Chọn kho hàng"
          options={warehouses.map((warehouse) => ({ value: warehouse.Id, label: warehouse.Name }))}
        />
      </Form.Item>
      <Form.Item {...field('Avatar', 'Ảnh đại diện (đường dẫn)')}>
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

import { Button, Form, Input, Select, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  isStaffRole,
  updateUserInfoSchema,
  type UpdateUserInfoInput,
  type UserInfo,
} from '@app/shared';
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
  const { data: warehouses = [] } = useQuery(warehousesQuery);
  // A staff member's warehouse is where they work, set by an admin on the staff page: shown, not
  // chosen here. The server keeps it whatever this form sends, so any warehouse fills the field.
  const staff = isStaffRole(info.Role);
  const { formProps, field, requiredField } = useSchemaForm<UpdateUserInfoInput>(
    updateUserInfoSchema,
    (values) =>
      onSave(
        updateUserInfoSchema.parse(
          staff ? { ...values, WarehouseId: info.WarehouseId ?? warehouses[0]?.Id } : values,
        ),
      ),
  );

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
      {staff ? (
        <Form.Item label="Kho làm việc">
          <Typography.Text>
            {info.WarehouseName || 'Không gắn kho'}
            <Typography.Text type="secondary">
              {' '}
              · do quản trị viên đặt ở trang Nhân viên
            </Typography.Text>
          </Typography.Text>
        </Form.Item>
      ) : (
        <Form.Item {...requiredField('WarehouseId', 'Kho nhận hàng')}>
          <Select
            placeholder="Chọn kho hàng"
            options={warehouses.map((warehouse) => ({
              value: warehouse.Id,
              label: warehouse.Name,
            }))}
          />
        </Form.Item>
      )}
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

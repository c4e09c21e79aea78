import { Form, Input, Modal, Select } from 'antd';
import { updateStaffSchema, type StaffRow, type UpdateStaffInput } from '@app/shared';
import { toast } from '../../../lib/dialogs';
import { useSubmitValidation, zodRules } from '../../../lib/zod-form-rules';
import { useUpdateStaff } from '../api/staff';

export const roleOptions = [
  { value: 'staff', label: 'Nhân viên' },
  { value: 'admin', label: 'Quản trị viên' },
];

interface Props {
  /** The account edited; null keeps the modal closed. */
  staff: StaffRow | null;
  /** The admin using the console keeps their own role (the server refuses the change too). */
  isSelf: boolean;
  onClose: () => void;
}

/** An admin corrects a staff member's name, phone or role. */
export function EditStaffModal({ staff, isSelf, onClose }: Props) {
  const [form] = Form.useForm<UpdateStaffInput>();
  const { validateTrigger, markSubmitted, reset } = useSubmitValidation();
  const update = useUpdateStaff();
  const rules = (field: keyof UpdateStaffInput) => zodRules(updateStaffSchema, field);

  return (
    <Modal
      open={staff !== null}
      title={`Sửa tài khoản ${staff?.Code ?? ''}`}
      okText="Lưu"
      okButtonProps={{ loading: update.isPending }}
      cancelText="Hủy"
      destroyOnHidden
      afterClose={() => {
        form.resetFields();
        reset();
      }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {staff && (
        <Form
          form={form}
          layout="vertical"
          name="edit-staff"
          validateTrigger={validateTrigger}
          initialValues={{ FullName: staff.FullName, Phone: staff.Phone, Role: staff.Role }}
          onFinish={(values) => {
            markSubmitted();
            update.mutate(
              { id: staff.Id, ...updateStaffSchema.parse(values) },
              {
                onSuccess: (row) => {
                  toast.success(`Đã cập nhật tài khoản ${row.Email}.`);
                  onClose();
                },
              },
            );
          }}
          onFinishFailed={markSubmitted}
        >
          <Form.Item label="Email">
            <Input value={staff.Email} disabled />
          </Form.Item>
          <Form.Item label="Họ tên" name="FullName" required rules={rules('FullName')}>
            <Input autoComplete="off" maxLength={100} />
          </Form.Item>
          <Form.Item label="Số điện thoại" name="Phone" required rules={rules('Phone')}>
            <Input type="tel" autoComplete="off" maxLength={100} />
          </Form.Item>
          <Form.Item
            label="Vai trò"
            name="Role"
            required
            rules={rules('Role')}
            extra={isSelf ? 'Bạn không thể tự đổi vai trò của chính mình.' : undefined}
          >
            <Select options={roleOptions} disabled={isSelf} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

import { Form, Input } from 'antd';
import { updateStaffSchema, type StaffRow, type UpdateStaffInput } from '@app/shared';
import { FormModal } from '../../../components/form-modal';
import { toast } from '../../../lib/dialogs';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useUpdateStaff } from '../api/staff';
import { StaffRoleFields, withWorkplace } from './staff-role-fields';

interface Props {
  /** The account edited; null keeps the modal closed. */
  staff: StaffRow | null;
  /** The admin using the console keeps their own role (the server refuses the change too). */
  isSelf: boolean;
  onClose: () => void;
}

/** An admin corrects a staff member's name, phone, role or (a warehouse worker's) warehouse. */
export function EditStaffModal({ staff, isSelf, onClose }: Props) {
  const update = useUpdateStaff();
  const { form, formProps, field, requiredField, clear } = useSchemaForm<UpdateStaffInput>(
    updateStaffSchema,
    (values) =>
      staff &&
      update.mutate(
        { id: staff.Id, ...withWorkplace(updateStaffSchema.parse(values)) },
        {
          onSuccess: (row) => {
            toast.success(`Đã cập nhật tài khoản ${row.Email}.`);
            onClose();
          },
        },
      ),
  );

  return (
    <FormModal
      open={staff !== null}
      title={`Sửa tài khoản ${staff?.Code ?? ''}`}
      form={form}
      okText="Lưu"
      saving={update.isPending}
      afterClose={clear}
      onCancel={onClose}
    >
      {staff && (
        <Form
          {...formProps}
          name="edit-staff"
          initialValues={{
            FullName: staff.FullName,
            Phone: staff.Phone,
            Role: staff.Role,
            WarehouseId: staff.WarehouseId,
          }}
        >
          <Form.Item label="Email">
            <Input value={staff.Email} disabled />
          </Form.Item>
          <Form.Item {...requiredField('FullName', 'Họ tên')}>
            <Input autoComplete="off" maxLength={100} />
          </Form.Item>
          <Form.Item {...requiredField('Phone', 'Số điện thoại')}>
            <Input type="tel" autoComplete="off" maxLength={100} />
          </Form.Item>
          <StaffRoleFields
            role={requiredField('Role', 'Vai trò')}
            warehouse={field('WarehouseId', 'Kho')}
            roleLocked={isSelf}
          />
        </Form>
      )}
    </FormModal>
  );
}

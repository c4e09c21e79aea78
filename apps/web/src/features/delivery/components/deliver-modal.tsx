import { useEffect } from 'react';
import { Form, Input } from 'antd';
import { deliverSchema, type AdminDeliveryRow, type DeliverInput } from '@app/shared';
import { FormModal } from '../../../components/form-modal';
import { useSchemaForm } from '../../../lib/use-schema-form';

/**
 * "Đã giao": the hand-over of a slip, with who took the goods (proof of delivery, shown to the
 * customer): the receiver the customer named, changed when someone else signs for it.
 */
export function DeliverModal({
  slip,
  saving,
  onSubmit,
  onClose,
}: {
  slip: AdminDeliveryRow | null;
  saving: boolean;
  onSubmit: (input: DeliverInput) => void;
  onClose: () => void;
}) {
  const { form, formProps, field, clear } = useSchemaForm<DeliverInput>(deliverSchema, (values) =>
    onSubmit({ ReceiverName: values.ReceiverName.trim() }),
  );
  useEffect(() => {
    if (slip) form.setFieldsValue({ ReceiverName: slip.ReceiverName });
  }, [slip, form]);

  return (
    <FormModal
      open={slip !== null}
      title={`Giao xong phiếu ${slip?.Code ?? ''}`}
      form={form}
      okText="Đã giao"
      saving={saving}
      afterClose={clear}
      onCancel={onClose}
    >
      <p style={{ marginTop: 0 }}>
        Xác nhận đã giao đủ {slip?.Parcels.length ?? 0} kiện. Khách hàng thấy tên người đã nhận
        hàng.
      </p>
      <Form {...formProps} name="deliver-slip">
        <Form.Item {...field('ReceiverName', 'Người nhận hàng')}>
          <Input autoComplete="off" maxLength={100} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

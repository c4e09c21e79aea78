import { Form } from 'antd';
import { orderShipItemSchema, type OrderShipItemInput } from '@app/shared';
import { FormModal } from '../../../components/form-modal';
import { toast } from '../../../lib/dialogs';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useEditConsignment } from '../api/consignments';
import { DeclaredItemFields } from './declared-item-fields';

/** One more declared item for a consignment that is still editable. */
export function AddItemModal({
  consignmentId,
  open,
  onClose,
}: {
  consignmentId: number;
  open: boolean;
  onClose: () => void;
}) {
  const edit = useEditConsignment(consignmentId);
  // The fields carry the item schema's rules (DeclaredItemFields); the form checks it once more.
  const { form, formProps, clear } = useSchemaForm<OrderShipItemInput>(
    orderShipItemSchema,
    (values, clearForm) => {
      const parsed = orderShipItemSchema.safeParse(values);
      if (!parsed.success) return;
      edit.mutate(
        { action: 'add-item', item: parsed.data },
        {
          onSuccess: () => {
            toast.success(`Đã thêm "${parsed.data.ProductName}"`);
            clearForm();
            onClose();
          },
        },
      );
    },
  );

  const close = () => {
    clear();
    onClose();
  };

  return (
    <FormModal
      title="Thêm mặt hàng khai báo"
      open={open}
      form={form}
      okText="Thêm"
      saving={edit.isPending}
      onCancel={close}
    >
      <Form<OrderShipItemInput>
        {...formProps}
        name="add-consignment-item"
        initialValues={{ Quantity: 1 }}
      >
        <DeclaredItemFields prefix={[]} layout="stack" />
      </Form>
    </FormModal>
  );
}

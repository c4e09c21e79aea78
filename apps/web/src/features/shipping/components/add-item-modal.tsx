import { Form, Modal } from 'antd';
import { orderShipItemSchema, type OrderShipItemInput } from '@app/shared';
import { toast } from '../../../lib/dialogs';
import { useSubmitValidation } from '../../../lib/zod-form-rules';
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
  const [form] = Form.useForm<OrderShipItemInput>();
  const edit = useEditConsignment(consignmentId);
  const { validateTrigger, markSubmitted, reset } = useSubmitValidation();

  const close = () => {
    form.resetFields();
    reset();
    onClose();
  };

  const submit = (values: OrderShipItemInput) => {
    markSubmitted();
    const parsed = orderShipItemSchema.safeParse(values);
    if (!parsed.success) return;
    edit.mutate(
      { action: 'add-item', item: parsed.data },
      {
        onSuccess: () => {
          toast.success(`Đã thêm "${parsed.data.ProductName}"`);
          close();
        },
      },
    );
  };

  return (
    <Modal
      title="Thêm mặt hàng khai báo"
      open={open}
      okText="Thêm"
      cancelText="Hủy"
      confirmLoading={edit.isPending}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Form<OrderShipItemInput>
        form={form}
        layout="vertical"
        name="add-consignment-item"
        initialValues={{ Quantity: 1 }}
        validateTrigger={validateTrigger}
        onFinish={submit}
        onFinishFailed={markSubmitted}
      >
        <DeclaredItemFields prefix={[]} layout="stack" />
      </Form>
    </Modal>
  );
}

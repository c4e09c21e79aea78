import { Form, Input, Select } from 'antd';
import {
  addComplaintSchema,
  ComplaintType,
  complaintTypeNames,
  type AddComplaintInput,
} from '@app/shared';
import { FormModal } from '../../../components/form-modal';
import { VndInput } from '../../../components/number-inputs';
import { toast } from '../../../lib/dialogs';
import { zodRules } from '../../../lib/zod-form-rules';
import { useAddComplaint } from '../api/complaints';

interface Values {
  Type: AddComplaintInput['Type'];
  Content: string;
  RequestAmount?: number;
  Images?: string;
}

/** A complaint on one order: what is wrong, what the customer asks, photos by link. */
export function ComplaintForm({
  orderId,
  orderCode,
  open,
  onClose,
}: {
  orderId: number;
  orderCode: string;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const add = useAddComplaint();
  const submit = (values: Values) => {
    const input = addComplaintSchema.parse({
      OrderId: orderId,
      Type: values.Type,
      Content: values.Content,
      RequestAmount: values.RequestAmount ?? 0,
      ImageUrls: (values.Images ?? '').split(/\s+/).filter(Boolean),
    });
    add.mutate(input, {
      onSuccess: (complaint) => {
        toast.success(`Đã gửi khiếu nại ${complaint.Code}`);
        form.resetFields();
        onClose();
      },
    });
  };
  return (
    <FormModal
      title={`Khiếu nại đơn ${orderCode}`}
      open={open}
      form={form}
      okText="Gửi khiếu nại"
      cancelText="Đóng"
      saving={add.isPending}
      // Closed by mistake, it opens again with what was written.
      keepValues
      onCancel={onClose}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="complaint"
        initialValues={{ Type: ComplaintType.Missing }}
        onFinish={submit}
      >
        <Form.Item label="Loại khiếu nại" name="Type">
          <Select
            options={Object.values(ComplaintType).map((type) => ({
              value: type,
              label: complaintTypeNames[type],
            }))}
          />
        </Form.Item>
        <Form.Item
          label="Nội dung"
          name="Content"
          required
          rules={zodRules(addComplaintSchema, 'Content')}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={2000} />
        </Form.Item>
        <Form.Item label="Số tiền đề nghị hoàn (₫)" name="RequestAmount">
          <VndInput max={1_000_000_000} />
        </Form.Item>
        <Form.Item label="Ảnh (đường dẫn, mỗi dòng một ảnh)" name="Images">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} placeholder="https://..." />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

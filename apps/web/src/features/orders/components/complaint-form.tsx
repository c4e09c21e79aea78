import { Form, Input, InputNumber, Modal, Select } from 'antd';
import {
  addComplaintSchema,
  ComplaintType,
  complaintTypeNames,
  type AddComplaintInput,
} from '@app/shared';
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
    <Modal
      title={`Khiếu nại đơn ${orderCode}`}
      open={open}
      okText="Gửi khiếu nại"
      cancelText="Đóng"
      confirmLoading={add.isPending}
      onOk={() => form.submit()}
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
          <InputNumber<number>
            min={0}
            max={1_000_000_000}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label="Ảnh (đường dẫn, mỗi dòng một ảnh)" name="Images">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} placeholder="https://..." />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useState } from 'react';
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
import { ComplaintPhotos, uploadedPhotoIds, type ComplaintPhotoFile } from './complaint-photos';

interface Values {
  Type: AddComplaintInput['Type'];
  Content: string;
  RequestAmount?: number;
  Images?: string;
}

/** A complaint on one order: what is wrong, what the customer asks, photos from the phone or by link. */
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
  const [photos, setPhotos] = useState<ComplaintPhotoFile[]>([]);
  const uploading = photos.some((photo) => photo.status === 'uploading');
  const submit = (values: Values) => {
    const photoIds = uploadedPhotoIds(photos);
    const input = addComplaintSchema.parse({
      OrderId: orderId,
      Type: values.Type,
      Content: values.Content,
      RequestAmount: values.RequestAmount ?? 0,
      ImageUrls: (values.Images ?? '').split(/\s+/).filter(Boolean),
      ...(photoIds.length > 0 && { PhotoIds: photoIds }),
    });
    add.mutate(input, {
      onSuccess: (complaint) => {
        toast.success(`Đã gửi khiếu nại ${complaint.Code}`);
        form.resetFields();
        setPhotos([]);
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
      // A photo still on its way would be left out of the complaint: wait for it.
      saving={add.isPending || uploading}
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
        <Form.Item label="Ảnh chụp hàng (tối đa 6 ảnh)">
          <ComplaintPhotos files={photos} onChange={setPhotos} />
        </Form.Item>
        <Form.Item label="Hoặc đường dẫn ảnh (mỗi dòng một ảnh)" name="Images">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} placeholder="https://..." />
        </Form.Item>
      </Form>
    </FormModal>
  );
}

import { useEffect, useState } from 'react';
import { Form, Input, Space } from 'antd';
import {
  deliverSchema,
  type AdminDeliveryRow,
  type DeliverInput,
  type PhotoUploaded,
} from '@app/shared';
import { FormModal } from '../../../components/form-modal';
import { AddPhotoButton } from '../../../components/photos/add-photo-button';
import { PhotoThumbs } from '../../../components/photos/photo-thumbs';
import { useSchemaForm } from '../../../lib/use-schema-form';

/**
 * "Đã giao": the hand-over of a slip, with who took the goods (proof of delivery, shown to the
 * customer): the receiver the customer named, changed when someone else signs for it; and,
 * optionally, a photo of the hand-over taken with the phone (uploaded to the slip at once).
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
  const [photo, setPhoto] = useState<PhotoUploaded | null>(null);
  const { form, formProps, field, clear } = useSchemaForm<DeliverInput>(deliverSchema, (values) =>
    onSubmit({ ReceiverName: values.ReceiverName.trim(), ...(photo && { Photo: photo.Id }) }),
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
      afterClose={() => {
        clear();
        // The next slip starts without this one's photo.
        setPhoto(null);
      }}
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
        <Form.Item label="Ảnh giao hàng (không bắt buộc)">
          <Space align="start" wrap>
            {photo && <PhotoThumbs photos={[photo]} label="Ảnh giao hàng" />}
            {slip && (
              <AddPhotoButton
                path={`admin/deliveries/${slip.Id}/photos`}
                label={photo ? 'Chụp lại' : 'Thêm ảnh'}
                onUploaded={setPhoto}
              />
            )}
          </Space>
        </Form.Item>
      </Form>
    </FormModal>
  );
}

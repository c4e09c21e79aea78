import { Form, Input, Radio, Row, type FormInstance } from 'antd';
import { DeliveryMethod, createDeliverySchema, deliveryMethodNames } from '@app/shared';
import { FormCol } from '../../../components/form-col';
import { NoteInput } from '../../../components/note-input';
import { zodRules } from '../../../lib/zod-form-rules';

export interface ReceiverValues {
  ReceiverName: string;
  ReceiverPhone: string;
  Address: string;
  Method: DeliveryMethod;
  Note: string;
}

const rules = (field: keyof ReceiverValues) => zodRules(createDeliverySchema, field);

/** Who receives the goods, where, and how: the profile's name, phone and address to start with. */
export function ReceiverForm({
  form,
  initialValues,
  validateTrigger,
  onFinish,
  onFinishFailed,
}: {
  form: FormInstance<ReceiverValues>;
  initialValues: ReceiverValues;
  validateTrigger: string[];
  onFinish: (values: ReceiverValues) => void;
  onFinishFailed: () => void;
}) {
  const method = Form.useWatch('Method', form) ?? initialValues.Method;
  return (
    <Form<ReceiverValues>
      form={form}
      layout="vertical"
      name="delivery-receiver"
      initialValues={initialValues}
      validateTrigger={validateTrigger}
      onFinish={onFinish}
      onFinishFailed={onFinishFailed}
    >
      <Form.Item label="Hình thức nhận hàng" name="Method" rules={rules('Method')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={Object.values(DeliveryMethod).map((value) => ({
            value,
            label: deliveryMethodNames[value],
          }))}
        />
      </Form.Item>
      <Row gutter={16}>
        <FormCol
          md={12}
          label="Người nhận"
          name="ReceiverName"
          required
          rules={rules('ReceiverName')}
        >
          <Input maxLength={100} autoComplete="name" />
        </FormCol>
        <FormCol
          md={12}
          label="Số điện thoại"
          name="ReceiverPhone"
          required
          rules={rules('ReceiverPhone')}
        >
          <Input maxLength={20} inputMode="tel" autoComplete="tel" />
        </FormCol>
      </Row>
      <Form.Item
        label={method === DeliveryMethod.Door ? 'Địa chỉ giao hàng' : 'Địa chỉ liên hệ'}
        name="Address"
        required
        rules={rules('Address')}
        extra={
          method === DeliveryMethod.Pickup
            ? 'Bạn đến kho nhận hàng; địa chỉ dùng để liên hệ khi cần.'
            : undefined
        }
      >
        <Input.TextArea
          maxLength={255}
          autoSize={{ minRows: 2, maxRows: 4 }}
          autoComplete="street-address"
        />
      </Form.Item>
      <Form.Item label="Ghi chú" name="Note" rules={rules('Note')}>
        <NoteInput maxRows={4} placeholder="VD: giao giờ hành chính, gọi trước khi giao" />
      </Form.Item>
    </Form>
  );
}

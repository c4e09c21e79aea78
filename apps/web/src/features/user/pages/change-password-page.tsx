import { Button, Card, Form, Input } from 'antd';
import { changePasswordSchema, messages, type ChangePasswordInput } from '@app/shared';
import { PageHeading } from '../../../components/page-title';
import { toast } from '../../../lib/dialogs';
import { useSubmitValidation, zodRules } from '../../../lib/zod-form-rules';
import { useChangePassword } from '../api/change-password';

export default function ChangePasswordPage() {
  const [form] = Form.useForm<ChangePasswordInput>();
  const { validateTrigger, markSubmitted, reset } = useSubmitValidation();
  const change = useChangePassword();
  const rules = (field: keyof ChangePasswordInput) => zodRules(changePasswordSchema, field);

  const onFinish = (values: ChangePasswordInput) => {
    markSubmitted();
    change.mutate(values, {
      onSuccess: () => {
        toast.success(messages.changePasswordDone);
        form.resetFields();
        // A cleared form must not greet the user with "required" errors.
        reset();
      },
    });
  };

  return (
    <>
      <PageHeading>Đổi mật khẩu</PageHeading>
      <Card>
        <Form
          form={form}
          layout="vertical"
          name="change-password"
          style={{ maxWidth: 480 }}
          validateTrigger={validateTrigger}
          onFinish={onFinish}
          onFinishFailed={markSubmitted}
        >
          <Form.Item
            label="Mật khẩu hiện tại"
            name="OldPassword"
            required
            rules={rules('OldPassword')}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item label="Mật khẩu mới" name="NewPassword" required rules={rules('NewPassword')}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label="Nhập lại mật khẩu mới"
            name="ConfirmPassword"
            required
            dependencies={['NewPassword']}
            rules={rules('ConfirmPassword')}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            Đổi mật khẩu
          </Button>
        </Form>
      </Card>
    </>
  );
}

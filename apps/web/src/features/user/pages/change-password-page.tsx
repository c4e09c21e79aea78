import { Button, Card, Form, Input } from 'antd';
import { changePasswordSchema, messages, type ChangePasswordInput } from '@app/shared';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PageHeading } from '../../../components/page-title';
import { toast } from '../../../lib/dialogs';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useChangePassword } from '../api/change-password';

export default function ChangePasswordPage() {
  const change = useChangePassword();
  const { formProps, requiredField } = useSchemaForm<ChangePasswordInput>(
    changePasswordSchema,
    (values, clear) =>
      change.mutate(values, {
        onSuccess: () => {
          toast.success(messages.changePasswordDone);
          // A cleared form must not greet the user with "required" errors.
          clear();
        },
      }),
  );

  return (
    <>
      <PageHeading>Đổi mật khẩu</PageHeading>
      <Card>
        <Form {...formProps} name="change-password" style={{ maxWidth: 480 }}>
          <Form.Item {...requiredField('OldPassword', 'Mật khẩu hiện tại')}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <NewPasswordFields
            schema={changePasswordSchema}
            name="NewPassword"
            label="Mật khẩu mới"
            confirmLabel="Nhập lại mật khẩu mới"
          />
          <Button type="primary" htmlType="submit" loading={change.isPending}>
            Đổi mật khẩu
          </Button>
        </Form>
      </Card>
    </>
  );
}

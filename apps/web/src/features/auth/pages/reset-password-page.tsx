import { Button, Card, Form, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { messages, resetPasswordSchema, type ResetPasswordInput } from '@app/shared';
import { paths } from '../../../app/routes';
import { LinkButton } from '../../../components/link-button';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PageResult } from '../../../components/page-result';
import { PageHeading } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { showAlert } from '../../../lib/dialogs';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { checkResetLinkQuery, useResetPassword } from '../api/reset-password';

/** DESIGN §5: a real reset form (the spec's route shows the register form; a named departure). */
export default function ResetPasswordPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const link = useQuery(checkResetLinkQuery(id));
  const reset = useResetPassword(id);
  const { formProps } = useSchemaForm<ResetPasswordInput>(resetPasswordSchema, (values) =>
    reset.mutate(values, {
      onSuccess: (answer) =>
        void showAlert(answer.Message || messages.resetPasswordDone).then(() =>
          navigate(paths.login, { replace: true }),
        ),
    }),
  );

  if (link.isPending) {
    return (
      <div style={{ textAlign: 'center', padding: 48 }}>
        <Spin description="Đang kiểm tra đường dẫn..." />
      </div>
    );
  }

  if (link.isError) {
    const error = link.error;
    const text =
      error instanceof ApiError && error.status === 400 && error.messages.length > 0
        ? error.messages.join('\n')
        : messages.resetLinkInvalid;
    return (
      <PageResult
        status="warning"
        title="Không thể đổi mật khẩu"
        subTitle={text}
        extra={
          <LinkButton to={paths.login} type="primary">
            Về trang đăng nhập
          </LinkButton>
        }
      />
    );
  }

  return (
    <Card style={{ maxWidth: 420, margin: '0 auto' }}>
      <PageHeading style={{ textAlign: 'center' }}>Đặt lại mật khẩu</PageHeading>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
        Tài khoản: <Typography.Text strong>{link.data.Email}</Typography.Text>
      </Typography.Paragraph>
      <Form {...formProps} name="reset-password">
        <NewPasswordFields
          schema={resetPasswordSchema}
          name="Password"
          label="Mật khẩu mới"
          confirmLabel="Nhập lại mật khẩu mới"
        />
        <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
          Đổi mật khẩu
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to={paths.login}>Quay lại đăng nhập</Link>
      </Typography.Paragraph>
    </Card>
  );
}

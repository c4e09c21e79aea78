import { Button, Card, Form, Input, Result, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { messages, resetPasswordSchema, type ResetPasswordInput } from '@app/shared';
import { paths } from '../../../app/routes';
import { PageHeading } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { showAlert } from '../../../lib/dialogs';
import { useSubmitValidation, zodRules } from '../../../lib/zod-form-rules';
import { checkResetLinkQuery, useResetPassword } from '../api/reset-password';

/** DESIGN §5: a real reset form (the spec's route shows the register form; a named departure). */
export default function ResetPasswordPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const link = useQuery(checkResetLinkQuery(id));
  const reset = useResetPassword(id);
  const [form] = Form.useForm<ResetPasswordInput>();
  const { validateTrigger, markSubmitted } = useSubmitValidation();

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
      <Result
        status="warning"
        title={<h1 className="result-heading">Không thể đổi mật khẩu</h1>}
        subTitle={text}
        extra={
          <Link to={paths.login}>
            <Button type="primary">Về trang đăng nhập</Button>
          </Link>
        }
      />
    );
  }

  const onFinish = (values: ResetPasswordInput) => {
    markSubmitted();
    reset.mutate(values, {
      onSuccess: (answer) =>
        void showAlert(answer.Message || messages.resetPasswordDone).then(() =>
          navigate(paths.login, { replace: true }),
        ),
    });
  };

  return (
    <Card style={{ maxWidth: 420, margin: '0 auto' }}>
      <PageHeading style={{ textAlign: 'center' }}>Đặt lại mật khẩu</PageHeading>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
        Tài khoản: <Typography.Text strong>{link.data.Email}</Typography.Text>
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        name="reset-password"
        validateTrigger={validateTrigger}
        onFinish={onFinish}
        onFinishFailed={markSubmitted}
      >
        <Form.Item
          label="Mật khẩu mới"
          name="Password"
          required
          rules={zodRules(resetPasswordSchema, 'Password')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Nhập lại mật khẩu mới"
          name="ConfirmPassword"
          required
          dependencies={['Password']}
          rules={zodRules(resetPasswordSchema, 'ConfirmPassword')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
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

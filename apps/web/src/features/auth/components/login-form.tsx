import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { loginSchema, type LoginInput } from '@app/shared';
import { ApiError } from '../../../lib/api-client';
import { useSubmitValidation, zodRules } from '../../../lib/zod-form-rules';
import { useLogin } from '../api/login';

interface Props {
  onLoggedIn: () => void;
  onForgotPassword: () => void;
}

export function LoginForm({ onLoggedIn, onForgotPassword }: Props) {
  const [form] = Form.useForm<LoginInput>();
  const { validateTrigger, markSubmitted } = useSubmitValidation();
  const loginMutation = useLogin();
  // 429 is not part of the common handling (spec §8): the login page shows it in place.
  const [notice, setNotice] = useState<string | null>(null);

  const onFinish = async (values: LoginInput) => {
    markSubmitted();
    setNotice(null);
    try {
      await loginMutation.mutateAsync({
        UserName: values.UserName.trim(),
        Password: values.Password,
        RememberMe: values.RememberMe !== false,
      });
      onLoggedIn();
    } catch (error) {
      if (error instanceof ApiError && !error.handled) {
        setNotice(error.messages.join('\n') || 'Đăng nhập không thành công. Vui lòng thử lại.');
      }
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      name="login"
      requiredMark={false}
      validateTrigger={validateTrigger}
      initialValues={{ RememberMe: true }}
      onFinish={(values) => void onFinish(values)}
      onFinishFailed={markSubmitted}
    >
      {notice && (
        <Alert
          type="error"
          showIcon
          title={notice}
          style={{ marginBottom: 16, whiteSpace: 'pre-line' }}
        />
      )}
      <Form.Item label="Tên đăng nhập" name="UserName" rules={zodRules(loginSchema, 'UserName')}>
        <Input prefix={<UserOutlined />} autoComplete="username" placeholder="Email đăng nhập" />
      </Form.Item>
      <Form.Item label="Mật khẩu" name="Password" rules={zodRules(loginSchema, 'Password')}>
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="current-password"
          placeholder="Mật khẩu"
        />
      </Form.Item>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          marginBottom: 16,
        }}
      >
        <Form.Item name="RememberMe" valuePropName="checked" noStyle>
          <Checkbox>Ghi nhớ đăng nhập</Checkbox>
        </Form.Item>
        <Button type="link" onClick={onForgotPassword} style={{ padding: 0 }}>
          Quên mật khẩu?
        </Button>
      </div>
      <Button type="primary" htmlType="submit" block size="large" loading={loginMutation.isPending}>
        Đăng nhập
      </Button>
    </Form>
  );
}

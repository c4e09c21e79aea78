import { Card, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/routes';
import { PageHeading } from '../../../components/page-title';
import { toast } from '../../../lib/dialogs';
import { useRegister } from '../api/register';
import { RegisterForm } from '../components/register-form';

export default function RegisterPage() {
  const navigate = useNavigate();
  const registerMutation = useRegister();

  return (
    <Card style={{ maxWidth: 480, margin: '0 auto' }}>
      <PageHeading style={{ textAlign: 'center' }}>Đăng ký tài khoản</PageHeading>
      <RegisterForm
        submitting={registerMutation.isPending}
        onSubmit={(input) =>
          registerMutation.mutate(input, {
            onSuccess: () => {
              toast.success('Bạn đăng ký thành công.');
              void navigate(paths.login);
            },
          })
        }
      />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        Bạn đã có tài khoản? <Link to={paths.login}>Đăng nhập</Link>
      </Typography.Paragraph>
    </Card>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isStaffRole } from '@app/shared';
import { adminPaths, paths } from '../../../app/routes';
import { getUserConfig } from '../../../lib/session';
import { signInWithToken } from '../api/check-login-token';
import { ForgotPasswordModal } from '../components/forgot-password-modal';
import { LoginFooter } from '../components/login-footer';
import { LoginForm } from '../components/login-form';

/** Staff land in the operator console, customers on the dashboard. */
const homePath = () =>
  isStaffRole(getUserConfig()?.UserInfo?.Role) ? adminPaths.root : paths.dashboard;

const TOKEN_LINK_INVALID = 'Đường dẫn đăng nhập không hợp lệ hoặc đã hết hạn.';

export default function LoginPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const linkToken = searchParams.get('token');
  const [forgotOpen, setForgotOpen] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  const checkedToken = useRef<string | null>(null);

  useEffect(() => {
    // StrictMode runs effects twice: check each link once.
    if (!linkToken || checkedToken.current === linkToken) return;
    checkedToken.current = linkToken;
    signInWithToken(linkToken)
      .then((valid) => {
        if (valid) {
          // spec §2: to the dashboard, then a full reload so everything starts from the new session.
          // The address changes without the router seeing it (a hash change would first render the
          // home screen, and start its calls, in the page the reload throws away).
          window.history.replaceState(null, '', `#${homePath()}`);
          window.location.reload();
        } else {
          setLinkError(TOKEN_LINK_INVALID);
          setSearchParams({}, { replace: true });
        }
      })
      .catch(() => {
        setLinkError(TOKEN_LINK_INVALID);
        setSearchParams({}, { replace: true });
      });
  }, [linkToken, setSearchParams]);

  if (linkToken) {
    return (
      <div style={{ textAlign: 'center', padding: 48 }}>
        <Spin description="Đang kiểm tra đường dẫn đăng nhập..." />
      </div>
    );
  }

  return (
    <>
      <section className="panel panel--narrow">
        <h1 className="panel__title">Đăng nhập</h1>
        {linkError && (
          <Alert type="error" showIcon title={linkError} style={{ marginBottom: 16 }} />
        )}
        <LoginForm
          onLoggedIn={() => void navigate(homePath(), { replace: true })}
          onForgotPassword={() => setForgotOpen(true)}
        />
        <p className="panel__footer">
          Bạn chưa có tài khoản? <Link to={paths.register}>Đăng ký</Link>
        </p>
      </section>
      <ForgotPasswordModal open={forgotOpen} onClose={() => setForgotOpen(false)} />
      <LoginFooter />
    </>
  );
}

import { useId, useState } from 'react';
import { ask } from '../common/messages.js';
import { ErrorNotice } from '../common/error-notice.js';

/** "Đăng nhập" with the portal's account (account/login, remembered like "Ghi nhớ đăng nhập"). */
export function SignInForm({
  portalUrl,
  onSignedIn,
}: {
  portalUrl: string;
  onSignedIn: () => void;
}) {
  const userId = useId();
  const passwordId = useId();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);

  const submit = async () => {
    if (!userName.trim() || !password) {
      setMessages(['Hãy nhập tên đăng nhập (hoặc email) và mật khẩu.']);
      return;
    }
    setBusy(true);
    const outcome = await ask({ kind: 'login', userName, password }).catch(() => null);
    setBusy(false);
    if (outcome?.ok) {
      setPassword('');
      setMessages([]);
      onSignedIn();
    } else {
      setMessages(outcome?.messages ?? ['Tiện ích gặp lỗi khi đăng nhập. Hãy thử lại.']);
    }
  };

  return (
    <form
      className="content-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <section>
        <h2>Đăng nhập tiện ích</h2>
        <div className="field">
          <label htmlFor={userId}>Tên đăng nhập/Email</label>
          <input
            id={userId}
            autoComplete="username"
            value={userName}
            onChange={(event) => setUserName(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={passwordId}>Mật khẩu</label>
          <input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        {messages.length > 0 && <ErrorNotice messages={messages} />}
        <div className="row">
          <button type="submit" className="button primary" disabled={busy}>
            {busy ? 'Đang đăng nhập…' : 'Đăng nhập'}
          </button>
          {portalUrl && (
            <a href={`${portalUrl}/#/register`} target="_blank" rel="noopener">
              Chưa có tài khoản? Đăng ký
            </a>
          )}
        </div>
      </section>
    </form>
  );
}

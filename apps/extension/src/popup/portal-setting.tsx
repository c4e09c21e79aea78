import { useId, useState } from 'react';
import { ask } from '../common/messages.js';
import { normalisePortalUrl, originPattern } from '../common/portal-url.js';
import { ErrorNotice } from '../common/error-notice.js';

/**
 * The portal's address: the one the portal packed into the extension, or one the customer sets.
 * A new address needs the browser's permission to talk to it (asked in the click itself, as the
 * browser requires); a new portal's session starts signed out.
 */
export function PortalSetting({ portalUrl, onSaved }: { portalUrl: string; onSaved: () => void }) {
  const inputId = useId();
  const [editing, setEditing] = useState(portalUrl === '');
  const [value, setValue] = useState(portalUrl);
  const [messages, setMessages] = useState<string[]>([]);

  const save = () => {
    const portal = normalisePortalUrl(value);
    if (!portal) {
      setMessages(['Địa chỉ cổng chưa đúng. Hãy nhập đủ, ví dụ https://cong.example.vn.']);
      return;
    }
    chrome.permissions
      .request({ origins: [originPattern(portal)] })
      .then(async (granted) => {
        if (!granted) {
          setMessages(['Tiện ích cần được phép kết nối tới địa chỉ này để đặt hàng.']);
          return;
        }
        const outcome = await ask({ kind: 'setPortal', portalUrl: portal });
        if (!outcome.ok) {
          setMessages(outcome.messages);
          return;
        }
        setMessages([]);
        setEditing(false);
        onSaved();
      })
      .catch(() => setMessages(['Chưa lưu được địa chỉ. Hãy thử lại.']));
  };

  if (!editing) {
    return (
      <section>
        <h2>Địa chỉ cổng khách hàng</h2>
        <p className="address">{portalUrl}</p>
        <div className="row">
          <button type="button" className="link-button" onClick={() => setEditing(true)}>
            Đổi địa chỉ
          </button>
        </div>
      </section>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <section>
        <div className="field">
          <label htmlFor={inputId}>Địa chỉ cổng khách hàng</label>
          <input
            id={inputId}
            inputMode="url"
            placeholder="https://cong.example.vn"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        {messages.length > 0 && <ErrorNotice messages={messages} />}
        <div className="row">
          <button type="submit" className="button primary">
            Lưu địa chỉ
          </button>
          {portalUrl && (
            <button
              type="button"
              className="button"
              onClick={() => {
                setValue(portalUrl);
                setMessages([]);
                setEditing(false);
              }}
            >
              Hủy
            </button>
          )}
        </div>
      </section>
    </form>
  );
}

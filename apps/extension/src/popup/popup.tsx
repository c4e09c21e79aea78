import { useState } from 'react';
import { formatNumber } from '@app/shared';
import { ask } from '../common/messages.js';
import { cartLink } from '../panel/links.js';
import { useExtensionState } from '../panel/use-extension.js';
import { PortalSetting } from './portal-setting.js';
import { SignInForm } from './sign-in-form.js';

/**
 * The extension's popup: signing in with the portal's account (or who is signed in, the cart's
 * count, "Mở cổng khách hàng", "Đăng xuất"), and the portal's address.
 */
export function Popup({ inTab }: { inTab: boolean }) {
  const { state, broken, refresh } = useExtensionState();
  const [signingOut, setSigningOut] = useState(false);
  const version = chrome.runtime.getManifest().version;

  const signOut = async () => {
    setSigningOut(true);
    await ask({ kind: 'logout' }).catch(() => null);
    setSigningOut(false);
    await refresh();
  };

  return (
    <main className="popup">
      <header className="head">
        <img src="icons/icon-48.png" alt="" />
        <div>
          <h1>Cổng khách hàng</h1>
          <p>Tiện ích đặt hàng Taobao, Tmall, 1688 · bản {version}</p>
        </div>
      </header>
      <div className="content">
        {broken && <p className="notice error">{broken}</p>}
        {!state ? (
          <p className="muted">Đang tải…</p>
        ) : (
          <>
            {state.problem && state.portalUrl && (
              <p className="notice error" role="alert">
                {state.problem}
              </p>
            )}
            {state.portalUrl &&
              (state.signedIn ? (
                <section>
                  <div className="account">
                    <p>
                      Đang đăng nhập: <strong>{state.userName}</strong>
                    </p>
                    <p>Giỏ hàng: {formatNumber(state.config?.NumberCarts ?? 0)}</p>
                  </div>
                  {inTab && (
                    <p className="notice success" role="status">
                      Đã đăng nhập. Bạn có thể đóng thẻ này và quay lại trang sản phẩm.
                    </p>
                  )}
                  <div className="row">
                    <a
                      className="button primary"
                      href={state.portalUrl}
                      target="_blank"
                      rel="noopener"
                    >
                      Mở cổng khách hàng
                    </a>
                    <a
                      className="button"
                      href={cartLink(state.portalUrl)}
                      target="_blank"
                      rel="noopener"
                    >
                      Xem giỏ hàng
                    </a>
                    <button
                      type="button"
                      className="button"
                      onClick={() => void signOut()}
                      disabled={signingOut}
                    >
                      Đăng xuất
                    </button>
                  </div>
                </section>
              ) : (
                <>
                  {state.sessionExpired && (
                    <p className="notice warning" role="alert">
                      Phiên đăng nhập của tiện ích đã hết hạn. Hãy đăng nhập lại.
                    </p>
                  )}
                  <SignInForm portalUrl={state.portalUrl} onSignedIn={() => void refresh()} />
                </>
              ))}
            <PortalSetting
              key={state.portalUrl}
              portalUrl={state.portalUrl}
              onSaved={() => void refresh()}
            />
            <section>
              <p className="muted">
                Mở một trang sản phẩm Taobao, Tmall hoặc 1688: bảng “Đặt hàng về Việt Nam” hiện ở
                góc phải dưới của trang, với giá, phân loại và nút “Thêm vào giỏ”.
              </p>
            </section>
          </>
        )}
      </div>
    </main>
  );
}

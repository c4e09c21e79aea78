import { formatNumber } from '@app/shared';
import { ask, type ExtensionState } from '../common/messages.js';
import { isOutdated } from '../common/version.js';
import { cartLink, extensionPageLink } from './links.js';

/**
 * The panel's first lines: who is signed in and the cart's count, or why adding cannot work yet
 * (signed out, the session expired, the portal not reached, an outdated extension).
 */
export function SessionBar({
  state,
  broken,
}: {
  state: ExtensionState | null;
  broken: string | null;
}) {
  if (broken)
    return (
      <p className="notice error" role="alert">
        {broken}
      </p>
    );
  if (!state) return <p className="muted">Đang kết nối cổng khách hàng…</p>;

  const signIn = (
    <button type="button" className="link-button" onClick={() => void ask({ kind: 'openSignIn' })}>
      Đăng nhập
    </button>
  );
  return (
    <>
      {state.problem && (
        <p className="notice error" role="alert">
          {state.problem}
        </p>
      )}
      {state.config && isOutdated(state.version, state.config.MinVersion) && (
        <p className="notice warning" role="alert">
          Tiện ích đã cũ (bản {state.version}), hãy cập nhật bản {state.config.MinVersion} trở lên
          trước khi thêm hàng.{' '}
          <a href={extensionPageLink(state.portalUrl)} target="_blank" rel="noopener">
            Tải bản mới
          </a>
        </p>
      )}
      {state.signedIn ? (
        <p className="session">
          <span>
            Tài khoản <strong>{state.userName}</strong>
          </span>
          <a href={cartLink(state.portalUrl)} target="_blank" rel="noopener">
            Giỏ hàng: {formatNumber(state.config?.NumberCarts ?? 0)}
          </a>
        </p>
      ) : state.sessionExpired ? (
        <p className="notice warning">
          Phiên đăng nhập đã hết hạn. {signIn} lại để thêm hàng vào giỏ.
        </p>
      ) : (
        state.portalUrl && (
          <p className="notice info">
            Bạn chưa đăng nhập tiện ích. {signIn} bằng tài khoản cổng khách hàng để thêm hàng vào
            giỏ.
          </p>
        )
      )}
    </>
  );
}

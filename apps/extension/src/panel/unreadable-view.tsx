import { useState } from 'react';
import { ask, type ExtensionState } from '../common/messages.js';
import { canonicalItemLink, itemIdFromUrl } from '../common/site.js';
import type { Unreadable } from '../parsers/types.js';
import { addByLinkLink } from './links.js';
import { ErrorNotice } from '../common/error-notice.js';

type Reported = 'no' | 'busy' | 'yes' | string[];

/**
 * A page the extension could not read: it says so, offers the portal's add-by-link form with this
 * page's link, and lets the customer send the page to staff (extension/report) with the parser's
 * reason, so the parser can be mended.
 */
export function UnreadableView({
  result,
  pageUrl,
  state,
}: {
  result: Unreadable;
  pageUrl: string;
  state: ExtensionState | null;
}) {
  const [reported, setReported] = useState<Reported>('no');
  const itemId = itemIdFromUrl(pageUrl);
  const link = itemId ? canonicalItemLink(result.Site, itemId) : pageUrl;

  const report = async () => {
    setReported('busy');
    const outcome = await ask({
      kind: 'report',
      body: {
        Link: pageUrl.slice(0, 1000),
        Site: result.Site,
        Version: state?.version ?? chrome.runtime.getManifest().version,
        Reason: result.Reason,
      },
    }).catch(() => null);
    setReported(
      outcome?.ok ? 'yes' : (outcome?.messages ?? ['Chưa gửi được báo lỗi. Hãy thử lại.']),
    );
  };

  return (
    <div className="unreadable">
      <div className="notice warning" role="alert">
        <p className="strong">Không đọc được trang này</p>
        <p>
          Tiện ích chưa đọc được giá và phân loại của sản phẩm trên trang này. Bạn vẫn thêm được sản
          phẩm bằng đường dẫn trên cổng khách hàng.
        </p>
      </div>
      <div className="actions">
        {state?.portalUrl ? (
          <a
            className="button primary"
            href={addByLinkLink(state.portalUrl, link)}
            target="_blank"
            rel="noopener"
          >
            Thêm bằng đường dẫn
          </a>
        ) : null}
        <button
          type="button"
          className="button"
          onClick={() => void report()}
          disabled={reported === 'busy' || reported === 'yes'}
        >
          Báo lỗi trang
        </button>
      </div>
      <div aria-live="polite">
        {reported === 'yes' && (
          <p className="notice success" role="status">
            Đã gửi báo lỗi trang cho nhân viên. Cảm ơn bạn!
          </p>
        )}
        {Array.isArray(reported) && <ErrorNotice messages={reported} />}
      </div>
    </div>
  );
}

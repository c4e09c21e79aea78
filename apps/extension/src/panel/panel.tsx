import { useEffect, useRef, useState } from 'react';
import { isUnreadable, type ParseResult } from '../parsers/types.js';
import { CartIcon, MinimiseIcon } from './icons.js';
import { ItemForm } from './item-form.js';
import { SessionBar } from './session-bar.js';
import { UnreadableView } from './unreadable-view.js';
import { useExtensionState } from './use-extension.js';

const COLLAPSED_KEY = 'panelCollapsed';

/**
 * The panel on a shop's item page: the session's line, then the item to add, or what to do on a
 * page it could not read. It folds into a small round button (remembered for every shop tab).
 */
export function Panel({ result, pageUrl }: { result: ParseResult; pageUrl: string }) {
  const { state, broken, refresh, setState } = useExtensionState();
  const [collapsed, setCollapsed] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusAfterToggle = useRef(false);

  useEffect(() => {
    chrome.storage.local
      .get<{ panelCollapsed?: boolean }>(COLLAPSED_KEY)
      .then((stored) => setCollapsed(stored.panelCollapsed === true))
      .catch(() => undefined);
  }, []);

  // After folding or unfolding, focus stays on the control that does the opposite.
  useEffect(() => {
    if (focusAfterToggle.current) toggleRef.current?.focus();
    focusAfterToggle.current = false;
  }, [collapsed]);

  const toggle = (next: boolean) => {
    focusAfterToggle.current = true;
    setCollapsed(next);
    void chrome.storage.local.set({ [COLLAPSED_KEY]: next }).catch(() => undefined);
  };

  if (collapsed) {
    return (
      <button
        ref={toggleRef}
        type="button"
        className="fab"
        aria-expanded="false"
        aria-label="Mở bảng đặt hàng về Việt Nam"
        onClick={() => toggle(false)}
      >
        <CartIcon size={22} />
        <span>Đặt hàng</span>
      </button>
    );
  }

  return (
    <section className="panel" aria-labelledby="hangtq-panel-title">
      <header className="head">
        <CartIcon />
        <h2 id="hangtq-panel-title">Đặt hàng về Việt Nam</h2>
        <button
          ref={toggleRef}
          type="button"
          className="icon-button"
          aria-expanded="true"
          aria-label="Thu gọn bảng đặt hàng"
          title="Thu gọn"
          onClick={() => toggle(true)}
        >
          <MinimiseIcon />
        </button>
      </header>
      <div className="body">
        <SessionBar state={state} broken={broken} />
        {isUnreadable(result) ? (
          <UnreadableView result={result} pageUrl={pageUrl} state={state} />
        ) : (
          <ItemForm
            item={result}
            state={state}
            onSessionEnded={() => void refresh()}
            onAdded={(numberCarts) => {
              if (numberCarts !== undefined && state?.config) {
                setState({ ...state, config: { ...state.config, NumberCarts: numberCarts } });
              }
            }}
          />
        )}
      </div>
    </section>
  );
}

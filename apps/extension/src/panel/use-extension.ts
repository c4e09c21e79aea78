import { useCallback, useEffect, useState } from 'react';
import { ask, type ExtensionState } from '../common/messages.js';

/** What the panel shows while the service worker cannot be asked (the extension was updated). */
const RELOAD =
  'Tiện ích vừa được cập nhật hoặc tắt đi. Hãy tải lại trang này để dùng bản đang chạy.';

/**
 * The portal's configuration and the session, as the service worker reads them; read again
 * whenever the session or the portal's address changes (a sign-in in the popup, a sign-out, a
 * session handed over from the portal), so every open shop tab follows at once.
 */
export function useExtensionState() {
  const [state, setState] = useState<ExtensionState | null>(null);
  const [broken, setBroken] = useState<string | null>(null);

  const refresh = useCallback(
    () =>
      ask({ kind: 'state' }).then(
        (next) => {
          setState(next);
          setBroken(null);
        },
        () => setBroken(RELOAD),
      ),
    [],
  );

  useEffect(() => {
    void refresh();
    const onChanged = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
      if (area === 'local' && ('token' in changes || 'portalUrl' in changes)) void refresh();
    };
    try {
      chrome.storage.onChanged.addListener(onChanged);
    } catch {
      return undefined;
    }
    return () => {
      try {
        chrome.storage.onChanged.removeListener(onChanged);
      } catch {
        // The extension is gone: nothing to stop listening to.
      }
    };
  }, [refresh]);

  return { state, broken, refresh, setState };
}

import type { Request } from '../common/messages.js';
import { handleExternal } from './external.js';
import { handle } from './handlers.js';

/**
 * The service worker: the only part that holds the token and calls the portal. It answers the
 * extension's own pages and content scripts, and the portal's `#/extension` page.
 */
chrome.runtime.onMessage.addListener((request: Request, sender, respond) => {
  if (sender.id !== chrome.runtime.id) return false;
  handle(request).then(respond, (error: unknown) => {
    console.error('extension request failed', request.kind, error);
    respond({
      ok: false,
      reason: 'refused',
      messages: ['Tiện ích gặp lỗi khi xử lý yêu cầu. Hãy thử lại.'],
    });
  });
  return true;
});

chrome.runtime.onMessageExternal.addListener((message: unknown, sender, respond) => {
  handleExternal(message, sender.origin ?? originOf(sender.url)).then(respond, () =>
    respond({ Error: 'Tiện ích gặp lỗi khi xử lý yêu cầu.' }),
  );
  return true;
});

function originOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

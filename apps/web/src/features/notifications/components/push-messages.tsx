import { useEffect } from 'react';
import { App } from 'antd';
import { isWorkerMessage, pushSupported, type PushPayload } from '../lib/web-push';

/** Only the portal's own pages are opened from a notification. */
const sameOrigin = (url: string) => {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
};

// One listener however many screens ask for it (a layout and the settings card): the push shows
// once, through the screen that asked last.
const shows: ((payload: PushPayload) => void)[] = [];
let listening: ServiceWorkerContainer | null = null;

function onMessage(event: MessageEvent) {
  const data: unknown = event.data;
  if (!isWorkerMessage(data)) return;
  if (data.type === 'push') shows.at(-1)?.(data.payload);
  else if (sameOrigin(data.url)) window.location.assign(data.url);
}

/**
 * Listens to the portal's service worker while mounted: a push that arrives while a portal page
 * is open shows here too (besides the system's notification), and a click on a notification
 * brings an open tab to the page it names. Registers nothing.
 */
export function usePushMessages() {
  const { notification } = App.useApp();
  useEffect(() => {
    if (!pushSupported()) return;
    const show = (payload: PushPayload) => {
      const url = payload.url && sameOrigin(payload.url) ? payload.url : undefined;
      notification.info({
        // The same notification pushed again replaces the one shown.
        ...(payload.tag && { key: payload.tag }),
        title: payload.title,
        description: payload.body,
        duration: 8,
        ...(url && {
          onClick: () => window.location.assign(url),
          style: { cursor: 'pointer' },
        }),
      });
    };
    shows.push(show);
    if (!listening) {
      listening = navigator.serviceWorker;
      listening.addEventListener('message', onMessage);
      // Messages the worker posted before the page listened are delivered now.
      listening.startMessages();
    }
    return () => {
      shows.splice(shows.indexOf(show), 1);
      if (shows.length === 0) {
        listening?.removeEventListener('message', onMessage);
        listening = null;
      }
    };
  }, [notification]);
}

/** usePushMessages as an element: mounted once by a layout, it serves every page under it. */
export function PushMessages() {
  usePushMessages();
  return null;
}

/* global self, clients */
// The portal's service worker (DESIGN §10 web push). Served from the site's root (`/sw.js`, the
// build copies public/ to dist/ as it is, unhashed; the server sends it `no-cache`) so its scope
// is the whole portal. The page registers it only when the customer turns web push on
// (features/notifications/lib/web-push.ts). It shows pushes and opens the portal on a click; it
// has no fetch handler: pages and the API never go through it.

self.addEventListener('install', () => {
  // A new version takes over at once: it holds no cache that an open page could depend on.
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(clients.claim());
});

/**
 * The push's text as the server sends it: JSON `{title, body, url, tag}` (`text`, `link` and `id`
 * are read too), or plain text as the body.
 */
function readPayload(data) {
  let raw = {};
  if (data) {
    try {
      raw = data.json();
    } catch {
      raw = { body: data.text() };
    }
  }
  if (!raw || typeof raw !== 'object') raw = { body: String(raw ?? '') };
  const id = raw.id ?? raw.Id;
  return {
    title: String(raw.title || raw.Title || 'Thông báo'),
    body: String(raw.body ?? raw.text ?? raw.Body ?? ''),
    url: String(raw.url || raw.link || raw.Url || self.registration.scope),
    tag: raw.tag ? String(raw.tag) : id !== undefined && id !== null ? `notification-${id}` : '',
  };
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(payload.title, {
        body: payload.body,
        data: { url: payload.url },
        ...(payload.tag && { tag: payload.tag }),
        lang: 'vi',
      }),
      // Every open portal page (also one opened before this worker was there) may show it live.
      clients
        .matchAll({ type: 'window', includeUncontrolled: true })
        .then((windows) =>
          windows.forEach((client) => client.postMessage({ type: 'push', payload })),
        ),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || self.registration.scope;
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const portal = windows.find((client) => client.url.startsWith(self.registration.scope));
      if (!portal) return clients.openWindow(url);
      // The open tab comes forward and goes to the page the notification names.
      portal.postMessage({ type: 'navigate', url });
      return portal.focus();
    }),
  );
});

/**
 * Web push on this device (DESIGN §10): the portal's service worker (public/sw.js) is registered
 * only when the customer turns notifications on here, or found when an earlier visit did; a page
 * load never registers it for everyone.
 */

/** Served from the portal's root beside index.html, so its scope is the whole portal. */
const WORKER_URL = './sw.js';

/**
 * Whether this browser can receive web push: iOS Safari has no PushManager until the portal is
 * added to the home screen and opened from there.
 */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The browser's answer for this site: 'denied' must be undone in the browser's own settings. */
export const pushPermission = (): NotificationPermission =>
  'Notification' in window ? Notification.permission : 'default';

/** The VAPID public key as the server gives it (base64url) → the bytes `subscribe` wants. */
export function urlBase64ToUint8Array(text: string): Uint8Array<ArrayBuffer> {
  const padded = text + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The portal's worker when an earlier visit registered it; never registers one. */
export async function existingRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  // The registration whose scope holds this page: the portal's, registered from its root.
  return navigator.serviceWorker.getRegistration();
}

/** This device's subscription, when it has one. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  const registration = await existingRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Registers the worker (or finds it) and waits until it is active: `subscribe` needs that. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(WORKER_URL);
  if (registration.active) return registration;
  return navigator.serviceWorker.ready;
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) => {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, index) => byte === b[index]);
};

/** Subscribes this device with the server's key (an old subscription under another key goes). */
async function subscribeDevice(publicKey: string): Promise<PushSubscription> {
  const registration = await activeRegistration();
  const key = urlBase64ToUint8Array(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    if (sameBytes(existing.options.applicationServerKey, key)) return existing;
    await existing.unsubscribe();
  }
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

export type TurnOnResult = 'subscribed' | 'denied' | 'dismissed';

/**
 * "Bật trên thiết bị này": asks the browser's permission first (Safari allows the question only
 * straight from the click), then subscribes and hands the subscription to the server.
 */
export async function turnOnPush(
  publicKey: string,
  send: (subscription: PushSubscriptionJSON) => Promise<unknown>,
): Promise<TurnOnResult> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  const subscription = await subscribeDevice(publicKey);
  await send(subscription.toJSON());
  return 'subscribed';
}

/** "Tắt trên thiết bị này": the server forgets the device first, then the browser drops it. */
export async function turnOffPush(drop: (endpoint: string) => Promise<unknown>): Promise<void> {
  const subscription = await deviceSubscription();
  if (!subscription) return;
  await drop(subscription.endpoint);
  await subscription.unsubscribe();
}

/** What the service worker posts to the portal's open pages (public/sw.js). */
export interface PushPayload {
  title: string;
  body: string;
  url?: string;
  tag?: string;
}

export type WorkerMessage =
  { type: 'push'; payload: PushPayload } | { type: 'navigate'; url: string };

export function isWorkerMessage(data: unknown): data is WorkerMessage {
  if (!data || typeof data !== 'object') return false;
  const { type } = data as { type?: unknown };
  return type === 'push' || type === 'navigate';
}

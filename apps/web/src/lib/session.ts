import { useSyncExternalStore } from 'react';
import type { DashboardAnswer, MessageRow, Settings } from '@app/shared';

/** spec §3: the user config, kept under one storage key. */
export const STORAGE_KEY = 'user.configs';

export interface UserConfig {
  token: string;
  CurrentRate?: number;
  ExtensionLink?: string;
  NumberCarts?: number;
  PocketMoney?: number;
  ShopFavorites?: DashboardAnswer['ShopFavorites'];
  Supporter?: DashboardAnswer['Supporter'];
  /** getsettingdefault's: what customers see of the settings (not the rate margin). */
  Settings?: Omit<Settings, 'RateMargin' | 'ZaloTemplates'>;
  NumberMessages?: number;
  Messages?: MessageRow[];
  UserInfo?: { UserName: string; Avatar: string; Role?: string; ViewOnly?: boolean };
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: UserConfig | null = null;

/** 'Remember me' off keeps the config in sessionStorage, so it dies with the tab. */
function storageHolding(): Storage | null {
  if (sessionStorage.getItem(STORAGE_KEY) !== null) return sessionStorage;
  if (localStorage.getItem(STORAGE_KEY) !== null) return localStorage;
  return null;
}

export function getUserConfig(): UserConfig | null {
  const raw = storageHolding()?.getItem(STORAGE_KEY) ?? null;
  // Same snapshot object while nothing changed: useSyncExternalStore needs a stable value.
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed = raw ? (JSON.parse(raw) as UserConfig) : null;
    cached = parsed && typeof parsed.token === 'string' && parsed.token ? parsed : null;
  } catch {
    cached = null;
  }
  return cached;
}

export function getToken(): string | null {
  return getUserConfig()?.token ?? null;
}

export function isAuthenticated(): boolean {
  return getToken() !== null;
}

function notify() {
  for (const listener of listeners) listener();
}

/**
 * Starts a session with the token and whatever of the config was already loaded. A staff member's
 * "view as customer" session lives in this tab only and leaves their own remembered session alone.
 */
export function startSession(
  token: string,
  remember: boolean,
  config: Partial<Omit<UserConfig, 'token'>> = {},
) {
  if (config.UserInfo?.ViewOnly) sessionStorage.removeItem(STORAGE_KEY);
  else clearStorage();
  const storage = remember ? localStorage : sessionStorage;
  storage.setItem(STORAGE_KEY, JSON.stringify({ ...config, token } satisfies UserConfig));
  notify();
}

/** Merges fields into the current config (no-op when signed out). */
export function updateUserConfig(patch: Partial<Omit<UserConfig, 'token'>>) {
  const storage = storageHolding();
  const current = getUserConfig();
  if (!storage || !current) return;
  storage.setItem(STORAGE_KEY, JSON.stringify({ ...current, ...patch }));
  notify();
}

function clearStorage() {
  localStorage.removeItem(STORAGE_KEY);
  sessionStorage.removeItem(STORAGE_KEY);
}

export function clearSession() {
  // Ending a "view as customer" tab must not sign the staff member out of their other tabs.
  if (getUserConfig()?.UserInfo?.ViewOnly) sessionStorage.removeItem(STORAGE_KEY);
  else clearStorage();
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab logging out or in changes localStorage: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useUserConfig(): UserConfig | null {
  return useSyncExternalStore(subscribe, getUserConfig, getUserConfig);
}

/**
 * One value read from the config: its component renders again only when that value changes, not
 * at every update of the config (the layout and the dashboard update it three times as a page
 * loads, each a synchronous render of every reader). `select` must return a primitive — a string,
 * number or boolean — since the result is compared with Object.is.
 */
export function useUserConfigValue<T extends string | number | boolean | undefined | null>(
  select: (config: UserConfig | null) => T,
): T {
  const read = () => select(getUserConfig());
  return useSyncExternalStore(subscribe, read, read);
}

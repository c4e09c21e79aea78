import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';

/** One scan of a scan screen: sent, answered, or refused with the server's reason. */
export interface ScanEntry<Input, Row> {
  key: string;
  input: Input;
  state: 'saving' | 'saved' | 'failed';
  row?: Row;
  error?: string;
  /** When it was scanned (ISO). */
  at: string;
}

const LIMIT = 300;

function read<T>(storageKey: string): T[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as T[]) : [];
  } catch {
    return [];
  }
}

/**
 * What this screen scanned during the shift, newest first. Kept in the tab's session storage so a
 * reload does not lose the list; a scan still on its way when the tab reloaded is not kept.
 */
export function useScanLog<Entry extends ScanEntry<unknown, unknown>>(storageKey: string) {
  const [entries, setEntries] = useState<Entry[]>(() =>
    read<Entry>(storageKey).filter((entry) => entry.state !== 'saving'),
  );
  useEffect(() => {
    try {
      const kept = entries.filter((entry) => entry.state !== 'saving').slice(0, LIMIT);
      sessionStorage.setItem(storageKey, JSON.stringify(kept));
    } catch {
      // Storage full or disabled: the list still lives until the tab closes.
    }
  }, [entries, storageKey]);

  const add = useCallback((entry: Entry) => {
    setEntries((list) => [entry, ...list].slice(0, LIMIT));
  }, []);
  const update = useCallback((key: string, patch: Partial<Entry>) => {
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));
  }, []);
  const remove = useCallback((key: string) => {
    setEntries((list) => list.filter((entry) => entry.key !== key));
  }, []);
  const clear = useCallback(() => setEntries([]), []);
  return { entries, add, update, remove, clear };
}

/** The server's refusal as one line, or a plain sentence when nothing came back. */
export function refusalOf(error: unknown): string {
  if (error instanceof ApiError && error.messages.length > 0) return error.messages.join(' ');
  if (error instanceof ApiError && error.status === 0) return 'Mất kết nối tới máy chủ';
  return 'Không lưu được, vui lòng thử lại';
}

let serial = 0;
/** A key for a new scan entry. */
export const newScanKey = () => `${Date.now()}-${++serial}`;

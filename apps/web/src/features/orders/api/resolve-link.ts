import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  extractLink,
  isShortLink,
  messages,
  parseItemLink,
  type ResolvedLink,
  type Site,
} from '@app/shared';
import { api, ApiError } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** The item a pasted text names: its shop, the shop's id of it, and its canonical page. */
export interface PastedItem {
  Site: Site;
  ItemId: string;
  Link: string;
}

/** What the link field knows of its text. */
export interface LinkReading {
  /** The item, read at once or once the server followed a short link; null otherwise. */
  item: PastedItem | null;
  /** A short link the server is following now. */
  resolving: boolean;
  /** Why the server could not follow the short link (its own sentence). */
  failure: string | null;
}

/** How long the text must stay the same before a short link is sent to be followed. */
const SETTLE_MS = 300;

/** A short link in a pasted text (m.tb.cn, e.tb.cn, qr.1688.com…), which only the server can open. */
function shortLinkIn(text: string): boolean {
  const link = extractLink(text);
  return link !== null && isShortLink(link);
}

/** Where the server's answer for a pasted text is kept: one call per text. */
const resolvedKey = (text: string) => ['resolve-link', text] as const;

/**
 * The item of a pasted text as it is known now — read here, or followed by the server already —
 * for a submit, which must not wait for a render.
 */
export function usePastedItem(): (text: string) => PastedItem | null {
  const client = useQueryClient();
  return (text) => {
    const trimmed = text.trim();
    if (!trimmed) return null;
    const resolved = client.getQueryData<ResolvedLink>(resolvedKey(trimmed));
    return parseItemLink(trimmed) ?? (resolved ? pastedItem(resolved) : null);
  };
}

const pastedItem = ({ Site, ItemId, Link }: ResolvedLink): PastedItem => ({ Site, ItemId, Link });

/**
 * Reads the link field's text: a link or share text naming an item is read here at once
 * (parseItemLink); a short link is followed by the server (order/resolvelink), whose sentence
 * says why when it cannot.
 */
export function useItemLink(text: string): LinkReading {
  const trimmed = text.trim();
  const local = useMemo(() => (trimmed ? parseItemLink(trimmed) : null), [trimmed]);
  const short = !local && trimmed !== '' && shortLinkIn(trimmed);
  const settled = useDebouncedValue(trimmed, SETTLE_MS);
  const resolved = useQuery({
    queryKey: resolvedKey(settled),
    queryFn: ({ signal }) =>
      api<ResolvedLink>('order/resolvelink', {
        method: 'POST',
        body: { Text: settled },
        // Its sentence is shown in the field, not in an alert.
        quiet: true,
        noloading: true,
        signal,
      }),
    enabled: short && settled === trimmed,
    staleTime: Infinity,
  });

  if (local) return { item: local, resolving: false, failure: null };
  if (!short) return { item: null, resolving: false, failure: null };
  if (settled === trimmed && resolved.data) {
    return { item: pastedItem(resolved.data), resolving: false, failure: null };
  }
  if (settled === trimmed && resolved.error) {
    const sentence = resolved.error instanceof ApiError ? resolved.error.messages[0] : undefined;
    return { item: null, resolving: false, failure: sentence ?? messages.shortLinkUnresolved };
  }
  return { item: null, resolving: true, failure: null };
}

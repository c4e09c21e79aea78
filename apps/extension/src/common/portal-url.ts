/**
 * A portal address as the extension keeps it: http(s), without a trailing slash, query or hash;
 * null when the text is not one. A bare host name is taken as https.
 */
export function normalisePortalUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  let raw = value.trim();
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(raw)) raw = `https://${raw}`;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || !url.hostname) return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}

/** The origin pattern a host permission is asked and checked for: `https://host:port/*`. */
export function originPattern(portal: string): string {
  return `${new URL(portal).origin}/*`;
}

/**
 * Vietcombank's exchange-rate feed (VCB_RATE_URL, DESIGN §10): an XML list such as
 * `<ExrateList><DateTime>11/27/2026 7:00:00 AM</DateTime><Exrate CurrencyCode="CNY"
 * CurrencyName="YUAN RENMINBI" Buy="3,520.15" Transfer="3,555.71" Sell="3,671.06"/>…</ExrateList>`.
 * Only one attribute of one element matters, so a careful reading of the Exrate elements'
 * attributes does what an XML parser would, without one more dependency.
 */

const TIMEOUT_MS = 10_000;
const MAX_BYTES = 1024 * 1024;

/** The feed could not give a transfer rate; `reason` is a Vietnamese clause shown to staff. */
export class FeedUnreadable extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** Each `<Exrate …/>` element's attributes, by name. */
function exrateElements(xml: string): Record<string, string>[] {
  const elements: Record<string, string>[] = [];
  for (const element of xml.matchAll(/<Exrate\b([^>]*)>/gi)) {
    const attributes: Record<string, string> = {};
    for (const attribute of (element[1] ?? '').matchAll(
      /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g,
    )) {
      attributes[attribute[1] ?? ''] = (attribute[2] ?? attribute[3] ?? '').trim();
    }
    elements.push(attributes);
  }
  return elements;
}

/** '3,555.71' → 3555.71: thousands with commas, a decimal point; anything else is not a rate. */
function feedNumber(text: string): number | null {
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/.test(text)) return null;
  const value = Number(text.replace(/,/g, ''));
  return value > 0 ? value : null;
}

/** VND per 1 CNY by transfer (chuyển khoản) in the feed's text, or why there is none. */
export function cnyTransferRate(xml: string): number {
  const elements = exrateElements(xml);
  if (elements.length === 0) throw new FeedUnreadable('nội dung không phải danh sách tỷ giá');
  const cny = elements.find((attributes) => attributes.CurrencyCode?.toUpperCase() === 'CNY');
  if (!cny) throw new FeedUnreadable('không có dòng tỷ giá CNY');
  const transfer = cny.Transfer ?? '';
  // The bank writes "-" for a rate it does not quote that day.
  const rate = feedNumber(transfer);
  if (rate === null) {
    throw new FeedUnreadable(`tỷ giá chuyển khoản CNY là "${transfer.slice(0, 20)}"`);
  }
  return rate;
}

/** The feed's text, fetched within TIMEOUT_MS and at most MAX_BYTES long. */
async function fetchFeed(url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { Accept: 'application/xml, text/xml' },
    });
  } catch (error) {
    throw new FeedUnreadable(failureOf(error));
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new FeedUnreadable(`máy chủ trả lời HTTP ${response.status}`);
  }
  if (Number(response.headers.get('content-length') ?? 0) > MAX_BYTES) {
    await response.body?.cancel();
    throw new FeedUnreadable('nội dung lớn hơn 1 MB');
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  try {
    // The declared length may be absent or wrong: the bytes are counted as they come.
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BYTES) {
        await reader?.cancel().catch(() => undefined);
        throw new FeedUnreadable('nội dung lớn hơn 1 MB');
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof FeedUnreadable) throw error;
    throw new FeedUnreadable(failureOf(error));
  }
  return Buffer.concat(chunks).toString('utf8');
}

function failureOf(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `quá ${TIMEOUT_MS / 1000} giây không có trả lời`;
  }
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  const detail = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : '');
  return `không kết nối được${detail ? ` (${detail})` : ''}`;
}

/** Reads the feed now: VND per 1 CNY by transfer. Throws FeedUnreadable with the reason. */
export async function readVcbTransferRate(url: string): Promise<number> {
  return cnyTransferRate(await fetchFeed(url));
}

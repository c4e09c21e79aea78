import { createServer } from 'node:http';

/** What the stand-in answers next: Vietcombank's feed as it is, or broken in one way. */
export interface FeedAnswer {
  status?: number;
  /** The whole body; default: the feed with `transfer` as the CNY transfer rate. */
  body?: string;
  /** The CNY row's Transfer attribute as the bank writes it ('3,555.71', or '-'). */
  transfer?: string;
}

export interface VcbFeedStandIn {
  /** What VCB_RATE_URL is set to. */
  url: string;
  /** How many times the feed was read. */
  readonly reads: number;
  /** Answers `answer` from now on (the real feed again when called without one). */
  answer(answer?: FeedAnswer): void;
  close(): Promise<void>;
}

/** The feed's shape (DESIGN §10), a few currencies around CNY as the bank lists them. */
export const vcbFeed = (transfer: string) => `<?xml version="1.0" encoding="utf-8"?>
<ExrateList>
  <DateTime>11/27/2026 7:00:00 AM</DateTime>
  <Exrate CurrencyCode="AUD" CurrencyName="AUSTRALIAN DOLLAR" Buy="16,312.03" Transfer="16,476.80" Sell="17,005.52" />
  <Exrate CurrencyCode="CNY" CurrencyName="YUAN RENMINBI" Buy="3,520.15" Transfer="${transfer}" Sell="3,671.06" />
  <Exrate CurrencyCode="KWD" CurrencyName="KUWAITI DINAR" Buy="-" Transfer="85,347.37" Sell="88,757.14" />
  <Source>Joint Stock Commercial Bank for Foreign Trade of Vietnam - Vietcombank</Source>
</ExrateList>`;

/** A local HTTP server answering as Vietcombank's exchange-rate feed does, or as it fails. */
export async function startVcbFeedStandIn(): Promise<VcbFeedStandIn> {
  let next: FeedAnswer = {};
  let reads = 0;
  const server = createServer((_request, response) => {
    reads += 1;
    const body = next.body ?? vcbFeed(next.transfer ?? '3,555.71');
    response.writeHead(next.status ?? 200, { 'content-type': 'text/xml; charset=utf-8' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/usercontrols/tvportal.tygia/pXML.aspx`,
    get reads() {
      return reads;
    },
    answer(answer = {}) {
      next = answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // fetch keeps connections alive: they would hold the server open for seconds.
        server.closeAllConnections();
      }),
  };
}

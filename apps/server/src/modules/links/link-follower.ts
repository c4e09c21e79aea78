import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isShopHost, parseItemLink, type ItemLink } from '@app/shared';
import { isPublicAddress } from './public-addresses.js';

/**
 * Follows a shop's short link (m.tb.cn, qr.1688.com…) to its item page for POST
 * order/resolvelink (DESIGN §9). A customer's text decides where the server connects, so each hop
 * is held to the shops' own hosts over http(s), each host's addresses are checked before the
 * connection and the connection goes to the address checked (no second lookup a DNS answer could
 * change in between), and the whole walk has a few hops and a few seconds.
 */

/** An address a host name resolves to. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** What the follower is given: app.ts takes the defaults, a test a stand-in redirector's. */
export interface LinkFollowing {
  /** The addresses of a host name (every one of them is checked). */
  lookup: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Whether the server may connect to an address: public unicast ones only by default. */
  addressAllowed: (address: string) => boolean;
  /** The whole walk's time, every hop's connection and reading included. */
  timeoutMs: number;
}

export const defaultLinkFollowing: LinkFollowing = {
  lookup: (hostname) => dns.promises.lookup(hostname, { all: true, order: 'verbatim' }),
  addressAllowed: isPublicAddress,
  timeoutMs: 3_000,
};

/** At most this many requests from the short link to the item page. */
const MAX_HOPS = 5;
/** Of a page that is not a redirect, the part read for the address it sends the browser to. */
const MAX_BODY_BYTES = 64 * 1024;
// m.tb.cn answers a phone's browser with a page that sets location from this variable.
const SCRIPT_URL = /\bvar\s+url\s*=\s*(['"])(https?:\/\/[^'"\s<>]+)\1/;
const META_TAG = /<meta\b[^>]*>/gi;
const REFRESH_URL = /\burl\s*=\s*['"]?([^'">\s]+)/i;

/** Why a walk stopped without an item: for the log, never for the customer. */
export type FollowResult = { item: ItemLink } | { refused: string };

class Refused extends Error {}

/** A lookup for http(s).request that answers only addresses the follower allows. */
function checkedLookup(following: LinkFollowing): LookupFunction {
  return (hostname, options, callback) => {
    following.lookup(hostname).then(
      (found) => {
        const addresses = options.family
          ? found.filter((entry) => entry.family === options.family)
          : found;
        const refused = found.find((entry) => !following.addressAllowed(entry.address));
        const [first] = addresses;
        if (refused || !first) {
          const why = refused ? `address ${refused.address} refused` : 'no address';
          callback(new Refused(`${hostname}: ${why}`), '', 0);
        } else if (options.all) {
          callback(null, addresses);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/**
 * A hop's link, if the follower may request it: http(s) to a shop's own host, no credentials. Its
 * port is the link's: on a shop's public address (the only kind connected to) it reaches only the
 * shop.
 */
function hopUrl(link: string): URL {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new Refused(`not a link: ${link.slice(0, 200)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Refused(`scheme ${url.protocol} refused`);
  }
  if (!isShopHost(url.hostname) || url.username || url.password) {
    throw new Refused(`host ${url.hostname} refused`);
  }
  return url;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x2F;/gi, '/')
    .replace(/&#47;/g, '/');

/** The address a page sends the browser on to: its script's `var url`, or its meta refresh. */
function nextFromPage(html: string): string | null {
  const script = SCRIPT_URL.exec(html)?.[2];
  if (script) return decodeEntities(script);
  for (const tag of html.match(META_TAG) ?? []) {
    if (!/http-equiv\s*=\s*['"]?refresh/i.test(tag)) continue;
    const content = /\bcontent\s*=\s*(['"])(.*?)\1/i.exec(tag)?.[2] ?? '';
    const target = REFRESH_URL.exec(content)?.[1];
    if (target) return decodeEntities(target);
  }
  return null;
}

/**
 * One request: where it sends the browser next, as written (a redirect's Location, or a page's
 * script or refresh), relative to the request's link.
 */
function requestHop(url: URL, following: LinkFollowing, signal: AbortSignal): Promise<string> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        lookup: checkedLookup(following),
        // A connection of its own, closed after: no pooled socket outlives the check it was made by.
        agent: false,
        signal,
        // The phone's page: m.tb.cn writes its item link into the page for a phone's browser.
        headers: {
          'user-agent':
            'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
          accept: 'text/html,application/xhtml+xml',
          'accept-language': 'zh-CN,zh;q=0.9',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.destroy();
          resolve(location);
          return;
        }
        if (status !== 200) {
          response.destroy();
          reject(new Refused(`${url.hostname} answered ${status}`));
          return;
        }
        let body = '';
        let read = 0;
        let finished = false;
        const finish = () => {
          if (finished) return;
          finished = true;
          response.destroy();
          const next = nextFromPage(body);
          if (next) resolve(next);
          else reject(new Refused(`${url.hostname}: a page with no address to go on to`));
        };
        response.setEncoding('latin1');
        response.on('data', (chunk: string) => {
          body += chunk.slice(0, MAX_BODY_BYTES - read);
          read += chunk.length;
          if (read >= MAX_BODY_BYTES) finish();
        });
        response.on('end', finish);
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * Walks a short link to the item page it leads to: every link on the way that already names an
 * item ends the walk without a request; otherwise at most MAX_HOPS requests within the time.
 */
export async function followShortLink(
  start: string,
  following: LinkFollowing,
): Promise<FollowResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), following.timeoutMs);
  try {
    let link = start;
    for (let hop = 0; ; hop++) {
      const url = hopUrl(link);
      const item = parseItemLink(url.toString());
      if (item) return { item };
      if (hop === MAX_HOPS) return { refused: `more than ${MAX_HOPS} hops` };
      link = new URL(await requestHop(url, following, controller.signal), url).toString();
    }
  } catch (error) {
    if (controller.signal.aborted) return { refused: `no item within ${following.timeoutMs} ms` };
    return { refused: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

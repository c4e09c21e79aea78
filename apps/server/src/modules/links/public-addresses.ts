import { isIPv4, isIPv6 } from 'node:net';

/**
 * Whether the server may connect to an address while following a customer's short link
 * (link-follower.ts): only a public unicast address. Anything on the server's own networks —
 * private, loopback, link-local, carrier-grade NAT, unique-local, multicast, unspecified,
 * documentation and reserved ranges, in IPv4 and IPv6, and an IPv4 address written inside an IPv6
 * one (mapped, NAT64, 6to4) — is refused, so a pasted link can never make the server reach them.
 */

/** A range: its first address as bytes and the bits of its prefix. */
interface Range {
  bytes: number[];
  bits: number;
}

const V4_REFUSED = [
  '0.0.0.0/8', // "this network", the unspecified address
  '10.0.0.0/8', // private
  '100.64.0.0/10', // carrier-grade NAT
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local (cloud metadata services live here)
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation
  '192.88.99.0/24', // 6to4 relays (deprecated)
  '192.168.0.0/16', // private
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation
  '203.0.113.0/24', // documentation
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, and the broadcast address
].map(rangeOf);

const V6_REFUSED = [
  '::/96', // unspecified, loopback and the deprecated IPv4-compatible addresses
  '64:ff9b:1::/48', // local-use NAT64
  '100::/64', // discard
  '2001::/23', // IETF protocol assignments, Teredo among them
  '2001:db8::/32', // documentation
  '3fff::/20', // documentation
  'fc00::/7', // unique local
  'fe80::/10', // link-local
  'fec0::/10', // site-local (deprecated)
  'ff00::/8', // multicast
].map(rangeOf);

/** IPv6 ranges that carry an IPv4 address, and where its 4 bytes start. */
const V6_CARRYING_V4: Array<{ range: Range; at: number }> = [
  { range: rangeOf('::ffff:0:0/96'), at: 12 }, // IPv4-mapped
  { range: rangeOf('64:ff9b::/96'), at: 12 }, // NAT64
  { range: rangeOf('2002::/16'), at: 2 }, // 6to4
];

function rangeOf(cidr: string): Range {
  const [address = '', bits = ''] = cidr.split('/');
  const bytes = bytesOf(address);
  if (!bytes) throw new Error(`not a range: ${cidr}`);
  return { bytes, bits: Number(bits) };
}

/** The bytes of an IPv4 (4) or IPv6 (16) address; null when it is not one. */
function bytesOf(text: string): number[] | null {
  const address = text.replace(/%.*$/, ''); // an IPv6 zone (fe80::1%eth0) names no other address
  if (isIPv4(address)) return address.split('.').map(Number);
  if (!isIPv6(address)) return null;
  let groups = address;
  // A dotted IPv4 tail (::ffff:10.0.0.5) as its two groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(groups)?.[1];
  if (tail) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    groups = `${groups.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = groups.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

function inRange(bytes: readonly number[], range: Range): boolean {
  if (bytes.length !== range.bytes.length) return false;
  for (let bit = 0; bit < range.bits; bit += 8) {
    const mask = (0xff << (8 - Math.min(8, range.bits - bit))) & 0xff;
    const index = bit / 8;
    if (((bytes[index] ?? 0) & mask) !== ((range.bytes[index] ?? 0) & mask)) return false;
  }
  return true;
}

function isPublicBytes(bytes: readonly number[]): boolean {
  if (bytes.length === 4) return !V4_REFUSED.some((range) => inRange(bytes, range));
  for (const { range, at } of V6_CARRYING_V4) {
    if (inRange(bytes, range)) return isPublicBytes(bytes.slice(at, at + 4));
  }
  return !V6_REFUSED.some((range) => inRange(bytes, range));
}

/** True for a public unicast IPv4 or IPv6 address; false for any other, or for what is not one. */
export function isPublicAddress(address: string): boolean {
  const bytes = bytesOf(address);
  return bytes !== null && isPublicBytes(bytes);
}

// Who "one visitor" is when all we know is an IP address. IPv4 addresses are one each
// (`::ffff:a.b.c.d` is the same as `a.b.c.d`). An IPv6 client is given at least a /64 by its
// provider and can pick any of its 2^64 addresses, so the /64 is the visitor: counting single
// IPv6 addresses would give each visitor unlimited fresh budgets (review M2).
import { isIPv4, isIPv6 } from 'node:net';

/** `::ffff:203.0.113.9` and `203.0.113.9` are one visitor. */
export function normalizeIp(ip: string): string {
  return ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const zoneless = address.split('%')[0] ?? '';
  if (!isIPv6(zoneless)) return null;
  let text = zoneless;
  // An embedded IPv4 tail (::a.b.c.d forms) becomes two groups.
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const fill = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<number>(fill).fill(0), ...right];
}

/** The key that counts as one visitor: the IPv4 address, or the IPv6 /64 (`2001:db8:0:1::/64`). */
export function clientAddressKey(ip: string): string {
  const normalized = normalizeIp(ip);
  // Every IPv6 address has a colon: an address without one is not tried against the (costly)
  // IPv6 grammar, which several steps of every request would otherwise run.
  const groups = normalized.includes(':') ? ipv6Groups(normalized) : null;
  if (!groups) return normalized;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

import type { Context } from 'hono';
import { getConnInfo } from 'hono/bun';

/**
 * The client's address as our own proxies saw it (TRUST_PROXY: `proxies` of ours in front). Each proxy
 * appends the address that reached it to X-Forwarded-For, so the entry `proxies` from the end is the one
 * the outermost of ours saw; the entries before it are whatever the client sent, and prove nothing.
 * With fewer entries than proxies (a client that reached an inner proxy directly) the first is taken.
 * Undefined when no proxy is trusted or the header is absent.
 */
export function forwardedClient(c: Context, proxies: number): string | undefined {
  if (proxies < 1) return undefined;
  const entries = c.req.header('x-forwarded-for')?.split(',').map((entry) => entry.trim()).filter(Boolean) ?? [];
  return entries.length === 0 ? undefined : entries[Math.max(0, entries.length - proxies)];
}

/**
 * The client's IP for rate limiting: the address our proxies saw (forwardedClient), else the socket's.
 * 'unknown' when neither exists (in-process requests).
 */
export function clientIp(c: Context, proxies: number): string {
  const forwarded = forwardedClient(c, proxies);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // No Bun server behind this request (app.request in tests, or another runtime).
    return 'unknown';
  }
}

/**
 * The network a client IP belongs to, for limits one person should not share with strangers: an IPv4
 * /24 (a home or office, or the pool a carrier NAT rotates through) or an IPv6 /48 (one site's
 * allocation, which a single host can spread over), e.g. '198.51.100.0/24', '2001:db8:12::/48'.
 * Anything else ('unknown', an odd forwarded value) is kept as it is, cut to 64 characters.
 */
export function clientNetwork(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  const groups = ipv6Groups(address);
  if (groups) return `${groups.slice(0, 3).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/48`;
  return ip.slice(0, 64);
}

/** The eight groups of an IPv6 address ('::' expanded), or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (!/^[0-9a-f:]+$/.test(address) || (address.match(/::/g)?.length ?? 0) > 1) return null;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  return groups.every((g) => /^[0-9a-f]{1,4}$/.test(g)) ? groups : null;
}

import type { Context } from 'hono';
import { getConnInfo } from 'hono/bun';

/**
 * The client's IP for rate limiting: the socket's address, or with TRUST_PROXY the first
 * X-Forwarded-For entry (set by our own proxy). 'unknown' when neither exists (in-process requests).
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (first) return first;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // No Bun server behind this request (app.request in tests, or another runtime).
    return 'unknown';
  }
}

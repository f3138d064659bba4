/**
 * Guards operator-only routes (GET /metrics): open to a caller on this machine, or to anyone with
 * `Authorization: Bearer <token>`. Behind a proxy (TRUST_PROXY) every request arrives from the proxy's
 * address, often loopback, so there only the token opens it. A wrong token is refused even from
 * loopback: a credential that does not match is a mistake worth surfacing, not ignoring.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getConnInfo } from 'hono/bun';
import { createMiddleware } from 'hono/factory';
import { bearer } from './bearer.ts';

export interface LoopbackOrBearerOptions {
  /** The accepted token; absent: loopback callers only. */
  token: string | undefined;
  /** TRUST_PROXY, the proxies of ours in front: with any, the socket address is a proxy's and proves nothing. */
  proxies: number;
  /** The refusal's wording. */
  error: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Whether an IP address is this machine's loopback (127.0.0.0/8 or ::1, IPv4-mapped too). */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** The socket address a request came from; undefined for an in-process request (app.request), which has none. */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** Whether the request carries a proxy's forwarding header (X-Forwarded-For, Forwarded or X-Real-IP): someone else's request passed on. */
export function forwarded(c: Context): boolean {
  return Boolean(c.req.header('x-forwarded-for') || c.req.header('forwarded') || c.req.header('x-real-ip'));
}

/**
 * Whether the request came over a socket from this machine, and not from a proxy here passing another's
 * on: a loopback request with a forwarding header is one (nginx on the same host with TRUST_PROXY left
 * off), so it does not count. In-process requests have no socket: nothing shows they are local.
 */
export function fromLoopback(c: Context): boolean {
  const address = socketAddress(c);
  return address !== undefined && isLoopback(address) && !forwarded(c);
}

/** 401 `{ error }` unless the caller is local (without TRUST_PROXY) or shows the token. */
export function loopbackOrBearer({ token, proxies, error }: LoopbackOrBearerOptions) {
  return createMiddleware(async (c, next) => {
    const given = bearer(c);
    // Digests compared, so the time taken says nothing about the token's length or first wrong character.
    const allowed = given === undefined ? proxies === 0 && fromLoopback(c) : Boolean(given && token && timingSafeEqual(sha256(given), sha256(token)));
    if (!allowed) return c.json({ error }, 401);
    await next();
  });
}

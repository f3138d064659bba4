import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env.ts';

// EIP-4361 domains are host names or IPv4 addresses (viem refuses an IPv6 literal such as [::1]).
const LOOPBACK = new Set(['localhost', '127.0.0.1']);

/**
 * The origin a Sign-In with Ethereum message names (its domain and URI): PUBLIC_URL. In development
 * with no PUBLIC_URL configured it defaults to localhost:PORT, which is wrong for a page opened at
 * 127.0.0.1 (or PORT=0): there the page's own loopback origin is named, so a wallet is never asked
 * to sign a message for another domain. Production and tests always name PUBLIC_URL.
 */
export function signInOrigin(env: Env, request: Request): string {
  if (env.NODE_ENV !== 'development' || env.PUBLIC_URL_SET) return env.PUBLIC_URL;
  const url = new URL(request.url);
  return LOOPBACK.has(url.hostname) ? url.origin : env.PUBLIC_URL;
}

/**
 * In development with PUBLIC_URL configured, a page opened on another host (127.0.0.1 when PUBLIC_URL
 * says localhost) is redirected to the same path at PUBLIC_URL's origin, where sign-in messages,
 * cookies and OAuth callbacks all agree. Only page loads (GET or HEAD asking for HTML) move; API calls
 * are left alone. Production answers every host as it is (the proxy in front decides).
 */
export function devHostRedirect(env: Env): MiddlewareHandler {
  const target = new URL(env.PUBLIC_URL);
  const active = env.NODE_ENV === 'development' && env.PUBLIC_URL_SET;
  return async (c, next) => {
    if (!active || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const url = new URL(c.req.url);
    if (url.host === target.host || url.pathname.startsWith('/api/')) return next();
    const page = c.req.header('sec-fetch-mode') === 'navigate' || (c.req.header('accept') ?? '').includes('text/html');
    if (!page) return next();
    return c.redirect(`${target.origin}${url.pathname}${url.search}`, 302);
  };
}

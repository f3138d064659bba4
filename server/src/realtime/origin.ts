import type { Env } from '../env.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a socket may open from `origin`. Browsers always send Origin on WebSocket upgrades and
 * cookies or not, a foreign page must not ride on a visitor's connection: only PUBLIC_URL's origin
 * passes. Outside production the page's own loopback origin passes too (PUBLIC_URL defaults to
 * localhost:PORT, which is wrong for 127.0.0.1 or PORT=0); a loopback Host cannot be a rebound
 * foreign name. No Origin at all is a non-browser client, which proves nothing by sending one.
 */
export function originAllowed(env: Env, request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  if (origin === new URL(env.PUBLIC_URL).origin) return true;
  if (env.NODE_ENV === 'production') return false;
  const url = new URL(request.url);
  return LOOPBACK.has(url.hostname) && origin === url.origin;
}

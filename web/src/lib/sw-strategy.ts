/** How the service worker treats a request. */
export type Strategy = 'network-first-shell' | 'cache-first' | 'network-first-copy' | 'passthrough';

/** API answers never kept for offline use: operator, sign-in and development routes, and the clock (a stale one would mislead). */
const NOT_KEPT = /^\/api\/(health|dev|auth|admin|openapi|docs|time|config\/|profile\/(nonce|verify|check|logout))/;

/**
 * Navigations always go to the network first (so a deploy is seen at once) and fall back to the
 * last shell only when offline; hashed assets never change, so they come from the cache (fetched the
 * first time they are needed); API reads and avatar pictures go to the network and keep a copy, which
 * answers when the network does not (issue 18: the town opens offline as last seen). Writes, other
 * origins and the WebSocket are never touched.
 */
export function strategyFor(request: { url: string; method: string; mode: string }, origin: string): Strategy {
  if (request.method !== 'GET') return 'passthrough';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'passthrough';
  if (request.mode === 'navigate') return 'network-first-shell';
  if (url.pathname.startsWith('/assets/')) return 'cache-first';
  if (url.pathname.startsWith('/api/') && !NOT_KEPT.test(url.pathname)) return 'network-first-copy';
  if (url.pathname.startsWith('/render/')) return 'network-first-copy';
  return 'passthrough';
}

/**
 * Whether a navigation's answer becomes the offline shell: only `/`'s, the plain shell (as the install
 * fetches it). Other pages' HTML carries that page's own first screen, title and link tags (`/board`'s
 * header, a player's name): kept as the shell, it would open every other page offline as that one.
 */
export function keepsShell(url: string): boolean {
  return new URL(url).pathname === '/';
}

/** Cache names carry the build id; anything else with our prefix is from an older deploy. */
export const CACHE_PREFIX = 'sapphire-town-';
/**
 * The last answers of API reads and pictures, kept across deploys (their URLs do not change with one).
 * Answers vary by Authorization, so one player's copy never answers another's request; signing out
 * deletes it (session-provider).
 */
export const COPIES_CACHE = 'sapphire-copies';
/** The header on an answer the worker gave from its copies because the network failed. */
export const OFFLINE_COPY_HEADER = 'x-offline-copy';

export function staleCaches(names: string[], current: string): string[] {
  return names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== current);
}

/** How the service worker treats a request. */
export type Strategy = 'network-first-shell' | 'cache-first' | 'passthrough';

/**
 * Navigations always go to the network first (so a deploy is seen at once) and fall back to the
 * last shell only when offline; hashed assets never change, so they come from the cache; API,
 * WebSocket and image-render calls are never touched.
 */
export function strategyFor(request: { url: string; method: string; mode: string }, origin: string): Strategy {
  if (request.method !== 'GET') return 'passthrough';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'passthrough';
  if (request.mode === 'navigate') return 'network-first-shell';
  if (url.pathname.startsWith('/assets/')) return 'cache-first';
  return 'passthrough';
}

/** Cache names carry the build id; anything else with our prefix is from an older deploy. */
export const CACHE_PREFIX = 'sapphire-town-';
export function staleCaches(names: string[], current: string): string[] {
  return names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== current);
}

import { CACHE_PREFIX, staleCaches, strategyFor } from './lib/sw-strategy.ts';

// Replaced at build time; a new build id makes the browser install this worker afresh.
declare const BUILD_ID: string;
// The hashed files of this build, so the town still opens when the network drops.
declare const PRECACHE: string[];

interface ExtendableEvt extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvt extends ExtendableEvt {
  request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
declare const self: {
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvt) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvt) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
};

const CACHE = `${CACHE_PREFIX}${BUILD_ID}`;
const SHELL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then(async (cache) => {
        await cache.addAll(PRECACHE);
        const shell = await fetch('/', { cache: 'no-store' });
        if (shell.ok) await cache.put(SHELL, shell);
      })
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(request, self.location.origin);
  if (strategy === 'network-first-shell') event.respondWith(networkFirstShell(request));
  else if (strategy === 'cache-first') event.respondWith(cacheFirst(request));
});

async function networkFirstShell(request: Request): Promise<Response> {
  try {
    const response = await fetch(request, { cache: 'no-store' });
    if (response.ok) {
      const copy = response.clone();
      void caches.open(CACHE).then((c) => c.put(SHELL, copy));
    }
    return response;
  } catch {
    const cached = await caches.match(SHELL);
    return cached ?? Response.error();
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(CACHE).then((c) => c.put(request, copy));
  }
  return response;
}

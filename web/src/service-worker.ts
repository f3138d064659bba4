import { CACHE_PREFIX, COPIES_CACHE, keepsShell, OFFLINE_COPY_HEADER, staleCaches, strategyFor } from './lib/sw-strategy.ts';

// Replaced at build time; a new build id makes the browser install this worker afresh.
declare const BUILD_ID: string;
// The hashed files the first screens need (the shell's scripts and styles and what they import at once);
// the rest is cached the first time it is fetched, so the town still opens when the network drops.
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
  // Copies are written after the answer goes to the page; waitUntil keeps the worker alive until they are.
  const keep = (write: Promise<unknown>) => event.waitUntil(write.catch(() => {}));
  if (strategy === 'network-first-shell') event.respondWith(networkFirstShell(request, keep));
  else if (strategy === 'cache-first') event.respondWith(cacheFirst(request, keep));
  else if (strategy === 'network-first-copy') event.respondWith(networkFirstCopy(request, keep));
});

type Keep = (write: Promise<unknown>) => void;

/** The network's answer (a copy kept when it is a 200); without a network, the last copy, marked as one. */
async function networkFirstCopy(request: Request, keep: Keep): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.status === 200) {
      const copy = response.clone();
      keep(caches.open(COPIES_CACHE).then((c) => c.put(request, copy)));
    }
    return response;
  } catch (err) {
    const cached = await caches.open(COPIES_CACHE).then((c) => c.match(request));
    if (!cached) throw err;
    const headers = new Headers(cached.headers);
    headers.set(OFFLINE_COPY_HEADER, '1');
    return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers });
  }
}

async function networkFirstShell(request: Request, keep: Keep): Promise<Response> {
  try {
    const response = await fetch(request, { cache: 'no-store' });
    if (response.ok && keepsShell(request.url)) {
      const copy = response.clone();
      keep(caches.open(CACHE).then((c) => c.put(SHELL, copy)));
    }
    return response;
  } catch {
    const cached = await caches.match(SHELL);
    return cached ?? Response.error();
  }
}

async function cacheFirst(request: Request, keep: Keep): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    keep(caches.open(CACHE).then((c) => c.put(request, copy)));
  }
  return response;
}

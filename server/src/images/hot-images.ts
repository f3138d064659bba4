/**
 * Repeat /render requests answered by Bun.serve's router ahead of Hono (server.ts). Hono's routing and
 * middleware cost more per request than sending a cached image does, so a URL this instance answered a
 * moment ago (RenderService.hot, trusted for 2 s) is sent from here. The answer is the one Hono would
 * give, header for header: security headers, x-request-id, ETag, Cache-Control, content type and
 * length, 304 for a matching If-None-Match, and the access log line when info logging is on.
 * Anything else (other methods, first or stale requests) returns null and goes to Hono.
 */
import { requestIdFrom, type Logger } from '../log.ts';
import { matches } from './etag.ts';
import type { HotAnswer, RenderService } from './render-service.ts';

export interface HotImageOptions {
  hot: RenderService['hot'];
  /** What securityHeaders() adds (securityHeaderValues). */
  security: Record<string, string>;
  log: Logger;
}

interface Prepared {
  ok: Headers;
  notModified: Headers;
}

/** The image's own Cross-Origin-Resource-Policy (images for other sites), which a 304 keeps too. */
const crossOrigin = (seen: HotAnswer): Record<string, string> => {
  const policy = seen.headers['cross-origin-resource-policy'];
  return policy ? { 'cross-origin-resource-policy': policy } : {};
};

/** Same rule as the request-id middleware: a caller's id is kept when short and plain, else a new one. */
const requestIdOf = (req: Request) => requestIdFrom(req.headers.get('x-request-id'));

export function hotImageHandler({ hot, security, log }: HotImageOptions): (req: Request) => Response | null {
  // Headers built once per answer; a Response copies them, so each request only adds its id.
  const prepared = new WeakMap<HotAnswer, Prepared>();
  const prepare = (seen: HotAnswer): Prepared => {
    let found = prepared.get(seen);
    if (!found) {
      found = {
        ok: new Headers({ ...security, ...seen.headers }),
        notModified: new Headers({ ...security, ...crossOrigin(seen), etag: seen.etag, 'cache-control': seen.headers['cache-control']! }),
      };
      prepared.set(seen, found);
    }
    return found;
  };

  return (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const seen = hot.get(req.url);
    if (!seen) return null;
    const started = performance.now();
    const headers = prepare(seen);
    const fresh = matches(req.headers.get('if-none-match'), seen.etag);
    const res = fresh ? new Response(null, { status: 304, headers: headers.notModified }) : new Response(seen.body, { headers: headers.ok });
    const id = requestIdOf(req);
    res.headers.set('x-request-id', id);
    if (log.enabled('info')) {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      log.info('request', { requestId: id, method: req.method, path: new URL(req.url).pathname, status: res.status, ms });
    }
    return res;
  };
}

import { Hono } from 'hono';
import { isAppPath } from '../../../domain/routes.ts';
import { loadAssets, negotiate, type Asset } from './assets.ts';

/**
 * Serves the built SPA: exact files first, then index.html for every app route (SPEC section 2).
 * Unknown deep paths still get the shell, with a 404 status, so the app can show its own page.
 */
export function spaRoutes(distDir: string | undefined) {
  const assets = distDir ? loadAssets(distDir) : new Map<string, Asset>();
  const shell = assets.get('/index.html');
  const app = new Hono();
  app.on(['GET', 'HEAD'], '*', (c) => {
    const path = c.req.path;
    const file = assets.get(path);
    if (file && path !== '/index.html') return send(c.req.raw, file, 200);
    if (path.startsWith('/assets/') || !shell) {
      return shell ? c.text('Not found', 404) : c.text('The web app is not built yet: run `bun run build`.', 503);
    }
    return send(c.req.raw, shell, isAppPath(path) ? 200 : 404);
  });
  return app;
}

function send(req: Request, asset: Asset, status: number): Response {
  const headers = new Headers({
    'content-type': asset.type,
    'cache-control': asset.cacheControl,
    etag: asset.etag,
    vary: 'accept-encoding',
  });
  if (status === 200 && req.headers.get('if-none-match') === asset.etag) return new Response(null, { status: 304, headers });
  const { body, encoding } = negotiate(asset, req.headers.get('accept-encoding') ?? undefined);
  if (encoding) headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.byteLength));
  return new Response(req.method === 'HEAD' ? null : body, { status, headers });
}

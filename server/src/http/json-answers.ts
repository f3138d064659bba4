/**
 * What every JSON answer under /api gets on its way out (issue 18):
 *   - a weak ETag (`W/"..."`, from the bytes) on GET answers, and 304 when If-None-Match names it;
 *   - Cache-Control when the route set none: `private, no-cache` when the caller sent a session
 *     (their answer is theirs and no shared cache may keep it), otherwise `no-cache` (anyone may
 *     keep it but must ask again, and the ETag makes asking cheap). `no-store` answers are left alone;
 *   - gzip or brotli when the caller accepts it and the body is worth it (over COMPRESS_FROM bytes).
 * The ETag is weak because one answer goes out in three encodings with the same meaning.
 */
import { createMiddleware } from 'hono/factory';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { matches } from '../images/etag.ts';

/** Below this a compressed body saves less than its headers and the CPU cost. */
export const COMPRESS_FROM = 1024;

export function jsonAnswers() {
  return createMiddleware(async (c, next) => {
    await next();
    const res = c.res;
    if (!(res.headers.get('content-type') ?? '').startsWith('application/json') || !res.body || res.headers.has('content-encoding')) return;
    const headers = new Headers(res.headers);
    headers.append('vary', 'Accept-Encoding');
    const body = new Uint8Array(await res.arrayBuffer());
    const cacheControl = headers.get('cache-control');
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && res.status === 200 && !/no-store/.test(cacheControl ?? '')) {
      const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
      headers.set('etag', etag);
      if (!cacheControl) headers.set('cache-control', c.req.header('authorization') ? 'private, no-cache' : 'no-cache');
      headers.append('vary', 'Authorization');
      if (matches(c.req.header('if-none-match'), etag)) {
        headers.delete('content-type');
        headers.delete('content-length');
        c.res = undefined;
        c.res = new Response(null, { status: 304, headers });
        return;
      }
    }
    const { encoded, encoding } = compress(body, c.req.header('accept-encoding'));
    if (encoding) headers.set('content-encoding', encoding);
    headers.set('content-length', String(encoded.byteLength));
    c.res = undefined;
    c.res = new Response(encoded, { status: res.status, headers });
  });
}

/** Brotli (quality 5: most of its gain at a fraction of 11's time) over gzip, when worth it. */
function compress(body: Uint8Array<ArrayBuffer>, accept: string | undefined): { encoded: Uint8Array<ArrayBuffer>; encoding?: 'br' | 'gzip' } {
  if (body.byteLength < COMPRESS_FROM || !accept) return { encoded: body };
  if (/\bbr\b/.test(accept)) {
    return { encoded: new Uint8Array(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })), encoding: 'br' };
  }
  if (/\bgzip\b/.test(accept)) return { encoded: new Uint8Array(gzipSync(body, { level: 6 })), encoding: 'gzip' };
  return { encoded: body };
}

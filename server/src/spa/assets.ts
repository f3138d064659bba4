import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** One built file held in memory with its precompressed forms. */
type Bytes = Uint8Array<ArrayBuffer>;

export interface Asset {
  body: Bytes;
  gzip?: Bytes;
  br?: Bytes;
  type: string;
  etag: string;
  cacheControl: string;
}

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
  map: 'application/json',
  txt: 'text/plain; charset=utf-8',
  ico: 'image/x-icon',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest)|image\/svg)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Loads the built web app into memory. Files under assets/ carry a content hash in their name and are
 * cached forever; everything else (index.html, service-worker.js, news art) is revalidated every time.
 * `.br`/`.gz` siblings written by the build are used as they are; missing gzip forms are made here.
 * Source maps are left out unless `sourceMaps` (production hands nobody the sources), and are sent as
 * they are: they are for a developer's tools, and gzipping their megabytes would slow every start.
 */
export function loadAssets(distDir: string, { sourceMaps = true }: { sourceMaps?: boolean } = {}): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(join(distDir, 'index.html'))) return assets;
  for (const file of walk(distDir)) {
    if (file.endsWith('.gz') || file.endsWith('.br') || (!sourceMaps && file.endsWith('.map'))) continue;
    const rel = relative(distDir, file).split(sep).join('/');
    const body = bytes(readFileSync(file));
    const type = TYPES[rel.slice(rel.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
    const compressible = COMPRESSIBLE.test(type) && body.byteLength > 512 && !rel.endsWith('.map');
    assets.set(`/${rel}`, {
      body,
      type,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: rel.startsWith('assets/') ? IMMUTABLE : REVALIDATE,
      br: compressible ? readIfExists(`${file}.br`) : undefined,
      gzip: compressible ? (readIfExists(`${file}.gz`) ?? bytes(gzipSync(body, { level: 9 }))) : undefined,
    });
  }
  return assets;
}

function readIfExists(file: string): Bytes | undefined {
  return existsSync(file) ? bytes(readFileSync(file)) : undefined;
}

/** Copies into a plain ArrayBuffer-backed view, which is what Response bodies accept. */
function bytes(buf: Uint8Array): Bytes {
  return new Uint8Array(buf);
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Picks the best encoding the client accepts: brotli, then gzip, then none. */
export function negotiate(asset: Asset, acceptEncoding: string | undefined): { body: Bytes; encoding?: 'br' | 'gzip' } {
  const accept = acceptEncoding ?? '';
  if (asset.br && /\bbr\b/.test(accept)) return { body: asset.br, encoding: 'br' };
  if (asset.gzip && /\bgzip\b/.test(accept)) return { body: asset.gzip, encoding: 'gzip' };
  return { body: asset.body };
}

/**
 * The avatar image service behind /render: looks an avatar up, composes it, and answers from the
 * content-addressed cache or renders it in the worker pool. The ETag is the content address, so a
 * matching If-None-Match is answered without drawing anything.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client.ts';
import { artVersion } from '../../../render/art/registry.ts';
import { compose } from '../../../render/src/compose.ts';
import type { Composition } from '../../../render/src/layer.ts';
import type { ImageFormat } from '../../../render/src/raster-server.ts';
import { shareCard, CARD } from '../../../render/src/share-card.ts';
import { RENDER_TYPES, type AvatarView, type RenderType } from '../../../domain/traits.ts';
import { avatarForImage, profileAvatar, type AvatarForImage } from './avatar-query.ts';
import { createImageCache, type ImageCache } from './image-cache.ts';
import { createRenderPool, type RenderPool } from './render-pool.ts';

/** Bumped when drawing code changes what the same layer list looks like. */
const RENDER_VERSION = 1;
/**
 * How long a URL keeps pointing at the image it last resolved to without asking the database again.
 * Short, because another instance may have changed the outfit; `forget` clears it at once locally.
 */
const MEMO_MS = 2000;
/** Hot answers kept at most: by count, and by bytes (a 2560 px PNG is megabytes); each for MEMO_MS. */
const HOT_MAX = 500;
const HOT_MAX_BYTES = 64 * 1024 * 1024;

export interface ImageAnswer {
  etag: string;
  contentType: string;
  body(): Promise<Uint8Array>;
}

export interface AvatarImageRequest {
  type: RenderType;
  tokenId: number;
  view: AvatarView | undefined;
  width: number;
  format: ImageFormat;
}

/**
 * A finished answer kept for a moment, so repeat requests for a URL skip every lookup. The bytes are
 * sent from memory: for images of this size that costs the server less than opening the file again.
 */
export interface HotAnswer {
  etag: string;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
}

export interface RenderService {
  avatar(request: AvatarImageRequest): Promise<ImageAnswer | null>;
  /** Finished answers by request URL, trusted for MEMO_MS. */
  hot: {
    get(url: string): HotAnswer | null;
    set(url: string, answer: HotAnswer): void;
  };
  profileCard(slug: string): Promise<ImageAnswer | null>;
  /** Drops what this instance remembers about an avatar's images (call after its outfit changed). */
  forget(type: RenderType, tokenId: number): void;
  /** What /metrics reports: renders waiting for or in a worker, and the image cache's lookups. */
  stats(): { renderQueue: number; cache: ImageCache['stats'] };
  close(): void;
}

export interface RenderServiceOptions {
  db: Db;
  /** DATA_DIR; caches go under DATA_DIR/cache. Absent: memory only. */
  dataDir?: string;
  workers?: number;
  /** The cap of rendered images on disk (RENDER_CACHE_MAX_MB); image-cache.ts has the default. */
  diskCacheBytes?: number;
}

export function createRenderService({ db, dataDir, workers, diskCacheBytes }: RenderServiceOptions): RenderService {
  const traitsDir = dataDir ? join(dataDir, 'cache', 'traits') : undefined;
  const cache = createImageCache({ dir: dataDir ? join(dataDir, 'cache', 'render') : undefined, diskBytes: diskCacheBytes });
  let pool: RenderPool | null = null;
  // Not a cache: renders under way, so parallel requests for one new picture draw it once.
  const inflight = new Map<string, Promise<Uint8Array>>();
  const memo = new LRUCache<string, string>({ max: 10_000, ttl: MEMO_MS });
  // Avatars with what they wear, so the many sizes and views of one avatar cost one lookup.
  const avatars = new LRUCache<string, AvatarForImage>({ max: 2000, ttl: MEMO_MS });
  const hot = new LRUCache<string, HotAnswer>({ max: HOT_MAX, maxSize: HOT_MAX_BYTES, sizeCalculation: (a) => Math.max(1, a.body.byteLength), ttl: MEMO_MS });

  const keyOf = (composition: Composition, format: ImageFormat) =>
    createHash('sha256').update(JSON.stringify({ v: RENDER_VERSION, art: artVersion(), format, composition })).digest('base64url').slice(0, 32);

  /** The bytes for `key`: from the cache, or drawn once however many ask at the same time. */
  const bytesFor = (key: string, composition: Composition | null, format: ImageFormat) => async (): Promise<Uint8Array> => {
    const cached = await cache.get(key, format);
    if (cached) return cached;
    let running = inflight.get(`${key}.${format}`);
    if (!running) {
      if (!composition) throw new Error('image left the cache before it was sent');
      pool ??= createRenderPool(traitsDir, workers);
      running = pool.render(composition, format).then(async (bytes) => {
        await cache.put(key, format, bytes);
        return bytes;
      });
      inflight.set(`${key}.${format}`, running);
      void running.finally(() => inflight.delete(`${key}.${format}`)).catch(() => {});
    }
    return running;
  };

  const answer = (key: string, composition: Composition | null, format: ImageFormat): ImageAnswer => ({
    etag: `"${key}"`,
    contentType: `image/${format}`,
    body: bytesFor(key, composition, format),
  });

  const composeAvatar = (found: AvatarForImage, view: AvatarView | undefined, width: number) =>
    compose(found.avatar.type, view ?? found.avatar.view, found.traits, { width, tokenId: found.avatar.token_id, name: found.ownerName ?? undefined });

  return {
    async avatar({ type, tokenId, view, width, format }) {
      const url = `${type}/${tokenId}/${view ?? ''}/${width}.${format}`;
      const seen = memo.get(url);
      if (seen && (cache.file(seen, format) || (await cache.get(seen, format)))) return answer(seen, null, format);
      let found = avatars.get(`${type}/${tokenId}`);
      if (!found) {
        // Only avatars that exist are remembered: one made a moment ago must not 404.
        const read = await avatarForImage(db, RENDER_TYPES[type], tokenId);
        if (!read) return null;
        avatars.set(`${type}/${tokenId}`, read);
        found = read;
      }
      const composition = composeAvatar(found, view, width);
      const key = keyOf(composition, format);
      memo.set(url, key);
      return answer(key, composition, format);
    },
    async profileCard(slug) {
      const found = await profileAvatar(db, slug);
      if (!found) return null;
      const avatar = composeAvatar(found.image, 'FRONT', CARD.height);
      const composition = shareCard(avatar, found.username, 'Sapphire Town');
      return answer(keyOf(composition, 'png'), composition, 'png');
    },
    hot: {
      get: (url) => hot.get(url) ?? null,
      set: (url, entry) => void hot.set(url, entry),
    },
    forget(type, tokenId) {
      avatars.delete(`${type}/${tokenId}`);
      // Collected first: the caches are not changed while they are walked.
      for (const url of [...memo.keys()]) if (url.startsWith(`${type}/${tokenId}/`)) memo.delete(url);
      for (const url of [...hot.keys()]) if (url.includes(`/render/${type}/${tokenId}.`)) hot.delete(url);
    },
    stats: () => ({ renderQueue: pool?.pending() ?? 0, cache: cache.stats }),
    close() {
      pool?.close();
      pool = null;
    },
  };
}

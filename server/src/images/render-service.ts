/**
 * The avatar image service behind /render: looks an avatar up, composes it, and answers from the
 * content-addressed cache or renders it in the worker pool. The ETag is the content address, so a
 * matching If-None-Match is answered without drawing anything.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { HTTPException } from 'hono/http-exception';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../log.ts';
import { artVersion } from '../../../render/art/registry.ts';
import { compose } from '../../../render/src/compose.ts';
import type { Composition } from '../../../render/src/layer.ts';
import type { ImageFormat } from '../../../render/src/raster-server.ts';
import { AVATAR_SIZE, shareCard } from '../../../render/src/share-card.ts';
import { standingOf } from '../coolscore/score.ts';
import { RENDER_TYPES, type AvatarView, type RenderType } from '../../../domain/traits.ts';
import { avatarLook } from '../../../domain/wearables.ts';
import { avatarForImage, profileAvatar, type AvatarForImage } from './avatar-query.ts';
import { createImageCache, type ImageCache } from './image-cache.ts';
import { DEFAULT_RENDER_QUEUE, RENDER_WAIT_MAX_MS } from './render-limits.ts';
import { createRenderPool, DEFAULT_WORKERS, type RenderPool, RenderWaitExpired } from './render-pool.ts';

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

/**
 * The render queue is full: 503 with Retry-After (when the queue should have drained) and `{ error }`.
 * The error handler keeps the headers of an HTTPException's `res`.
 */
export class RenderBusy extends HTTPException {
  constructor(retryAfterSeconds: number) {
    super(503, { message: 'Too many pictures are being drawn right now; try again shortly', res: new Response(null, { headers: { 'retry-after': String(retryAfterSeconds) } }) });
  }
}

export interface ImageAnswer {
  etag: string;
  contentType: string;
  body(): Promise<Uint8Array>;
  /** The saved look drawn (domain/wearables.ts avatarLook), for an avatar picture. */
  look?: string;
}

export interface AvatarImageRequest {
  type: RenderType;
  tokenId: number;
  view: AvatarView | undefined;
  width: number;
  format: ImageFormat;
  /** The look the URL names (`?v=`): one this instance has not seen yet is read afresh (another instance saved it). */
  look?: string;
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
  /**
   * What /metrics reports: renders waiting for or in a worker, renders handed to a worker, renders refused
   * (the queue was full, or they waited too long for a worker), and the image cache's lookups.
   */
  stats(): { renderQueue: number; rendered: number; refused: number; cache: ImageCache['stats'] };
  close(): void;
}

export interface RenderServiceOptions {
  db: Db;
  /** Hears the render cache's folder refusing writes (the pictures are still served from memory). */
  log?: Pick<Logger, 'warn'>;
  /** DATA_DIR; caches go under DATA_DIR/cache. Absent: memory only. */
  dataDir?: string;
  /** Render workers (RENDER_WORKERS); default: the machine's cores less one, at least one. */
  workers?: number;
  /** Renders that may wait for a worker (RENDER_QUEUE_MAX); requests for a picture already being drawn share it. */
  queueMax?: number;
  /** The cap of rendered images on disk (RENDER_CACHE_MAX_MB); default render-limits.ts's. */
  diskCacheBytes?: number;
  /** How long a render may wait for a worker before it is refused with 503; default RENDER_WAIT_MAX_MS. */
  waitMaxMs?: number;
}

/** The service's settings from the environment (RENDER_* and DATA_DIR). */
export const renderSettings = (env: Pick<Env, 'DATA_DIR' | 'RENDER_CACHE_MAX_MB' | 'RENDER_WORKERS' | 'RENDER_QUEUE_MAX'>) => ({
  dataDir: env.DATA_DIR,
  diskCacheBytes: env.RENDER_CACHE_MAX_MB * 1024 * 1024,
  workers: env.RENDER_WORKERS,
  queueMax: env.RENDER_QUEUE_MAX,
});

export function createRenderService({ db, log, dataDir, workers = DEFAULT_WORKERS, queueMax = DEFAULT_RENDER_QUEUE, diskCacheBytes, waitMaxMs = RENDER_WAIT_MAX_MS }: RenderServiceOptions): RenderService {
  const traitsDir = dataDir ? join(dataDir, 'cache', 'traits') : undefined;
  const renderDir = dataDir ? join(dataDir, 'cache', 'render') : undefined;
  const onDiskError = (err: unknown) => log?.warn('the render cache cannot write to its folder; pictures are served from memory', { folder: renderDir, err });
  const cache = createImageCache({ dir: renderDir, diskBytes: diskCacheBytes, onDiskError });
  let pool: RenderPool | null = null;
  // Not a cache: renders under way, so parallel requests for one new picture draw it once.
  const inflight = new Map<string, Promise<Uint8Array>>();
  const memo = new LRUCache<string, string>({ max: 10_000, ttl: MEMO_MS });
  // Avatars with what they wear, so the many sizes and views of one avatar cost one lookup.
  const avatars = new LRUCache<string, AvatarForImage>({ max: 2000, ttl: MEMO_MS });
  const hot = new LRUCache<string, HotAnswer>({ max: HOT_MAX, maxSize: HOT_MAX_BYTES, sizeCalculation: (a) => Math.max(1, a.body.byteLength), ttl: MEMO_MS });
  let refused = 0;
  // How long an accepted render takes until its answer, waiting included (moving average): when a full
  // queue should have room again, for Retry-After.
  let renderMs = 1000;

  const busy = () => {
    refused++;
    return new RenderBusy(Math.max(1, Math.ceil(renderMs / 1000)));
  };

  /** Queues a new picture, or refuses it when `queueMax` renders already wait for a worker or it waited `waitMaxMs`. */
  const render = (composition: Composition, format: ImageFormat): Promise<Uint8Array> => {
    pool ??= createRenderPool(traitsDir, workers);
    if (pool.waiting() >= queueMax) throw busy();
    const started = performance.now();
    return pool.render(composition, format, waitMaxMs).then(
      (bytes) => {
        renderMs = renderMs * 0.8 + (performance.now() - started) * 0.2;
        return bytes;
      },
      (err: unknown) => {
        throw err instanceof RenderWaitExpired ? busy() : err;
      },
    );
  };

  const keyOf = (composition: Composition, format: ImageFormat) =>
    createHash('sha256').update(JSON.stringify({ v: RENDER_VERSION, art: artVersion(), format, composition })).digest('base64url').slice(0, 32);

  /** The bytes for `key`: from the cache, or drawn once however many ask at the same time. */
  const bytesFor = (key: string, composition: Composition | null, format: ImageFormat) => async (): Promise<Uint8Array> => {
    const cached = await cache.get(key, format);
    if (cached) return cached;
    let running = inflight.get(`${key}.${format}`);
    if (!running) {
      if (!composition) throw new Error('image left the cache before it was sent');
      running = render(composition, format).then(async (bytes) => {
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

  const forget = (type: RenderType, tokenId: number) => {
    avatars.delete(`${type}/${tokenId}`);
    // Collected first: the caches are not changed while they are walked.
    for (const url of [...memo.keys()]) if (url.startsWith(`${type}/${tokenId}/`)) memo.delete(url);
    for (const url of [...hot.keys()]) if (url.includes(`/render/${type}/${tokenId}.`)) hot.delete(url);
  };

  const composeAvatar = (found: AvatarForImage, view: AvatarView | undefined, width: number) =>
    compose(found.avatar.type, view ?? found.avatar.view, found.traits, { width, tokenId: found.avatar.token_id, name: found.ownerName ?? undefined });

  return {
    async avatar({ type, tokenId, view, width, format, look }) {
      const known = avatars.get(`${type}/${tokenId}`);
      if (look && known && avatarLook(known.avatar.updated_at) !== look) forget(type, tokenId);
      const url = `${type}/${tokenId}/${view ?? ''}/${width}.${format}`;
      const seen = memo.get(url);
      const remembered = avatars.get(`${type}/${tokenId}`);
      if (seen && remembered && (cache.file(seen, format) || (await cache.get(seen, format)))) return { ...answer(seen, null, format), look: avatarLook(remembered.avatar.updated_at) };
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
      return { ...answer(key, composition, format), look: avatarLook(found.avatar.updated_at) };
    },
    async profileCard(slug) {
      const found = await profileAvatar(db, slug);
      if (!found) return null;
      // The view the holder saved, with their standing on the Board.
      const avatar = composeAvatar(found.image, undefined, AVATAR_SIZE);
      const composition = shareCard(avatar, { name: found.username, ...(await standingOf(db, found.profileId)) });
      return answer(keyOf(composition, 'png'), composition, 'png');
    },
    hot: {
      get: (url) => hot.get(url) ?? null,
      set: (url, entry) => void hot.set(url, entry),
    },
    forget,
    stats: () => ({ renderQueue: pool?.pending() ?? 0, rendered: pool?.started() ?? 0, refused, cache: cache.stats }),
    close() {
      pool?.close();
      pool = null;
    },
  };
}

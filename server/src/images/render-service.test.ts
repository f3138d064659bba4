import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { openTestDatabase } from '../../../db/test/test-database.ts';
import { avatarEquipment, inventoryItems, profiles, traits } from '../../../db/schema/index.ts';
import { seedDemoContent } from '../demo-seed.ts';
import { parseEnv } from '../env.ts';
import { createRenderService, RenderBusy, renderSettings, type RenderService } from './render-service.ts';
import { DEFAULT_RENDER_CACHE_MB, DEFAULT_RENDER_QUEUE } from './render-limits.ts';
import { DEFAULT_WORKERS, workersFor } from './render-pool.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'st-render-service-'));
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let service: RenderService;
let moss: { id: number; token: number };

beforeAll(async () => {
  database = await openTestDatabase(parseEnv().DATABASE_URL);
  await seedDemoContent(database.db);
  const [row] = await database.db.select().from(profiles).where(eq(profiles.slug, 'mossbeard'));
  moss = { id: row!.id, token: row!.avatar_token_id! };
  service = createRenderService({ db: database.db, dataDir, workers: 1 });
}, 60_000);

afterAll(async () => {
  service.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const request = { type: 'explorer' as const, view: 'FRONT' as const, width: 320, format: 'png' as const };
const raw = async (png: Uint8Array) => sharp(png).ensureAlpha().raw().toBuffer();

describe('the render service', () => {
  test('the same avatar twice is one cached file, named by its content address', async () => {
    const first = (await service.avatar({ ...request, tokenId: moss.token }))!;
    const bytes = await first.body();
    const second = (await service.avatar({ ...request, tokenId: moss.token }))!;
    expect(second.etag).toBe(first.etag);
    expect(Buffer.from(await second.body()).equals(Buffer.from(bytes))).toBe(true);
    const key = first.etag.slice(1, -1);
    expect(existsSync(join(dataDir, 'cache', 'render', key.slice(0, 2), `${key}.png`))).toBe(true);
    // The layer art it needed was drawn into the shared trait cache too.
    expect(readdirSync(join(dataDir, 'cache', 'traits')).length).toBe(1);
  }, 60_000);

  test('taking the hat off changes the address and the pixels where the hat was', async () => {
    const { db } = database;
    const withHat = (await service.avatar({ ...request, tokenId: moss.token }))!;
    const before = await raw(await withHat.body());
    const [hat] = await db.select({ id: traits.id }).from(traits).where(eq(traits.name, 'bush-hat'));
    const [item] = await db.select({ id: inventoryItems.id }).from(inventoryItems).where(and(eq(inventoryItems.profile_id, moss.id), eq(inventoryItems.trait_id, hat!.id)));
    await db.delete(avatarEquipment).where(eq(avatarEquipment.inventory_item_id, item!.id));
    service.forget('explorer', moss.token);
    const without = (await service.avatar({ ...request, tokenId: moss.token }))!;
    expect(without.etag).not.toBe(withHat.etag);
    const after = await raw(await without.body());
    // Compare the top two fifths of the picture, where the hat's crown and brim were.
    let changed = 0;
    const rows = Math.floor((320 * 2) / 5);
    for (let i = 0; i < rows * 320 * 4; i += 4) if (Math.abs(before[i]! - after[i]!) + Math.abs(before[i + 3]! - after[i + 3]!) > 30) changed += 1;
    expect(changed / (rows * 320)).toBeGreaterThan(0.1);
  }, 60_000);

  test.skipIf(process.platform !== 'linux')('render work gives way to the event loop: every libvips thread runs at nice 10 after a render (Linux)', async () => {
    // A fresh picture, so the worker encodes (and looks at the threads) after the ones made so far.
    const answer = (await service.avatar({ ...request, tokenId: moss.token, width: 600, format: 'webp' }))!;
    await answer.body();
    const threads = readdirSync('/proc/self/task').map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) };
    });
    const libvips = threads.filter((t) => t.name.startsWith('libvips'));
    expect(libvips.length).toBeGreaterThan(0);
    expect(libvips.map((t) => t.nice)).toEqual(libvips.map(() => 10));
    // The event loop's own thread keeps its priority.
    expect(threads.find((t) => t.name === 'bun' || t.name === 'bun.exe')?.nice).toBe(0);
  }, 60_000);

  test('parallel requests for a new picture all get the same bytes', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => service.avatar({ ...request, tokenId: moss.token, width: 425 })));
    const bodies = await Promise.all(answers.map((a) => a!.body()));
    expect(new Set(answers.map((a) => a!.etag)).size).toBe(1);
    for (const body of bodies) expect(Buffer.from(body).equals(Buffer.from(bodies[0]!))).toBe(true);
  }, 60_000);

  test('identical requests in flight are one render, not one each', async () => {
    const before = service.stats().rendered;
    const answers = await Promise.all(Array.from({ length: 6 }, () => service.avatar({ ...request, tokenId: moss.token, width: 768, format: 'webp' })));
    await Promise.all(answers.map((a) => a!.body()));
    expect(service.stats().rendered - before).toBe(1);
  }, 60_000);

  test('past RENDER_QUEUE_MAX renders waiting, a new picture is refused with 503 and Retry-After; the rest are drawn', async () => {
    const bounded = createRenderService({ db: database.db, workers: 1, queueMax: 2 });
    try {
      // Eight different pictures at once: one drawing, two waiting, five refused.
      const widths = [320, 375, 425, 600, 768, 1024, 1200, 1321];
      const answers = await Promise.all(widths.map((width) => bounded.avatar({ ...request, tokenId: moss.token, width })));
      const outcomes = await Promise.allSettled(answers.map((a) => a!.body()));
      const refused = outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason);
      expect(refused.length).toBe(5);
      for (const err of refused) {
        expect(err).toBeInstanceOf(RenderBusy);
        expect(err.status).toBe(503);
        expect(Number(err.res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
      for (const o of outcomes) if (o.status === 'fulfilled') expect((await sharp(o.value).metadata()).format).toBe('png');
      expect(bounded.stats()).toMatchObject({ rendered: 3, refused: 5, renderQueue: 0 });
      // Once the queue has room, the same picture is drawn.
      const again = await bounded.avatar({ ...request, tokenId: moss.token, width: 1321 });
      expect((await sharp(await again!.body()).metadata()).width).toBe(1321);
    } finally {
      bounded.close();
    }
  }, 60_000);

  test('a render still waiting for a worker after waitMaxMs is refused with 503 and Retry-After, undrawn; the one drawing is answered', async () => {
    // A 2560 px picture takes far longer than 1 ms to draw, so the second one waits past its limit.
    const hurried = createRenderService({ db: database.db, workers: 1, waitMaxMs: 1 });
    try {
      const answers = await Promise.all([2560, 2000].map((width) => hurried.avatar({ ...request, tokenId: moss.token, width })));
      const [drawn, late] = await Promise.allSettled(answers.map((a) => a!.body()));
      expect(drawn!.status).toBe('fulfilled');
      const err = (late as PromiseRejectedResult).reason;
      expect(err).toBeInstanceOf(RenderBusy);
      expect(err.status).toBe(503);
      expect(Number(err.res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(hurried.stats()).toMatchObject({ rendered: 1, refused: 1, renderQueue: 0 });
    } finally {
      hurried.close();
    }
  }, 60_000);

  test('the pool is sized to the machine: its cores less one for the event loop, at least one', () => {
    expect([1, 2, 4, 16].map(workersFor)).toEqual([1, 1, 3, 15]);
    expect(DEFAULT_WORKERS).toBe(workersFor(availableParallelism()));
  });

  test('the settings come from the environment: RENDER_WORKERS, RENDER_QUEUE_MAX, RENDER_CACHE_MAX_MB', () => {
    expect(renderSettings(parseEnv({ DATA_DIR: '/x', RENDER_WORKERS: '3', RENDER_QUEUE_MAX: '5', RENDER_CACHE_MAX_MB: '2' }))).toEqual({ dataDir: '/x', workers: 3, queueMax: 5, diskCacheBytes: 2 * 1024 * 1024 });
    expect(renderSettings(parseEnv({}))).toMatchObject({ workers: undefined, queueMax: DEFAULT_RENDER_QUEUE, diskCacheBytes: DEFAULT_RENDER_CACHE_MB * 1024 * 1024 });
    expect(() => parseEnv({ RENDER_WORKERS: '0' })).toThrow(/RENDER_WORKERS/);
  });
});

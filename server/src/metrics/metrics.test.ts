import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase } from '../../../db/test/test-database.ts';
import { profiles } from '../../../db/schema/index.ts';
import { seedDemoContent } from '../demo-seed.ts';
import { parseEnv } from '../env.ts';
import { createLogger } from '../log.ts';
import { createRenderService, type RenderService } from '../images/render-service.ts';
import { createRealtime, type Realtime } from '../realtime/realtime.ts';
import { sample } from '../../test/metrics.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { trackDatabase } from './database-activity.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'st-metrics-'));
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let render: RenderService;
let realtime: Realtime;
let metrics: Metrics;
let token: number;

beforeAll(async () => {
  database = await openTestDatabase(parseEnv().DATABASE_URL);
  await seedDemoContent(database.db);
  const [row] = await database.db.select().from(profiles).where(eq(profiles.slug, 'mossbeard'));
  token = row!.avatar_token_id!;
  render = createRenderService({ db: database.db, dataDir, workers: 1 });
  realtime = createRealtime({ database, log: createLogger('silent') });
  metrics = createMetrics({ database, render, realtime });
}, 60_000);

afterAll(async () => {
  render.close();
  realtime.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the metrics service', () => {
  test('reports the process: memory, CPU and event-loop lag', async () => {
    const text = await metrics.text();
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds ');
    expect(text).toContain('process_cpu_seconds_total ');
  });

  test('each app has its own registry, so many apps live in one process', async () => {
    const other = createMetrics({ database, render });
    expect(other.registry).not.toBe(metrics.registry);
    // The second has no sockets to read; it reports none rather than borrowing the first one's.
    expect(sample(await other.text(), 'sapphire_websockets_open')).toBe(0);
  });

  test('counts pushes sent and pushes the transport refused', async () => {
    // Wired as server.ts wires it: the app's publish is the real transport's.
    const publish = metrics.countPushes(async (channel, event, data) => void (await realtime.publish(channel, event, data)));
    const before = await metrics.text();
    await publish('sapphiretown', 'traits-deleted-0xabc', { traitIds: [1] });
    // An unknown channel is refused by the real transport: the push is dropped and the caller still hears of it.
    await expect(publish('no-such-channel', 'traits-deleted-0xabc', { traitIds: [1] })).rejects.toThrow('unknown channel');
    const after = await metrics.text();
    expect(sample(after, 'sapphire_pushes_sent_total')).toBe(sample(before, 'sapphire_pushes_sent_total')! + 1);
    expect(sample(after, 'sapphire_pushes_dropped_total')).toBe(sample(before, 'sapphire_pushes_dropped_total')! + 1);
  });

  test('the render queue while a new picture is drawn, then cache misses and hits', async () => {
    // Large, so the drawing lasts long enough to be seen from outside.
    const request = { type: 'explorer' as const, tokenId: token, view: 'FRONT' as const, width: 1024, format: 'png' as const };
    let drawn = false;
    const drawing = (await render.avatar(request))!.body().finally(() => {
      drawn = true;
    });
    // The cache is asked first (a miss), then the job goes to the worker until it answers.
    let queued = 0;
    while (!drawn && queued === 0) {
      queued = sample(await metrics.text(), 'sapphire_render_queue')!;
      await Bun.sleep(1);
    }
    expect(queued).toBe(1);
    await drawing;
    const misses = sample(await metrics.text(), 'sapphire_image_cache_misses_total')!;
    expect(misses).toBeGreaterThanOrEqual(1);
    await (await render.avatar(request))!.body();
    const after = await metrics.text();
    expect(sample(after, 'sapphire_render_queue')).toBe(0);
    expect(sample(after, 'sapphire_image_cache_hits_total{tier="memory"}')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'sapphire_image_cache_misses_total')).toBe(misses);
  }, 60_000);

  test('database work in flight: a transaction holds its connection until it ends', async () => {
    const driver = `sapphire_db_in_flight{driver="${database.kind}"}`;
    expect(sample(await metrics.text(), driver)).toBe(0);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`select 1`);
      entered();
      await held;
    });
    await inside;
    expect(sample(await metrics.text(), driver)).toBe(1);
    release();
    await tx;
    expect(sample(await metrics.text(), driver)).toBe(0);
  });

  test('tracking a database twice counts each query once', async () => {
    expect(trackDatabase(database.db)).toBe(trackDatabase(database.db));
  });
});

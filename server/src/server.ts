import { resolve } from 'node:path';
import type { Server } from 'bun';
import { openDatabase, pgliteDir, type Database } from '../../db/client.ts';
import { seedDemoContent } from './demo-seed.ts';
import { seedTraits } from '../../db/catalogue/seed-traits.ts';
import { backfillExplorerAvatars } from './wearables/give-avatar.ts';
import { createApp, renderServiceOf } from './app.ts';
import { apiDocument } from './openapi/document.ts';
import { createHealth, healthResponse } from './routes/health/health.ts';
import { exposureWarning, mailWarning, type Env } from './env.ts';
import { createLogger, type Logger } from './log.ts';
import { resolveSecret } from './secret.ts';
import { securityHeaderValues, shellStyleSources } from './http/security-headers.ts';
import { hotImageHandler } from './images/hot-images.ts';
import { createRealtime, type Realtime } from './realtime/realtime.ts';
import { townChannel } from './realtime/broker.ts';
import { startSweeper } from './sweep/sweeper.ts';
import { startExpirySweep } from './shop/expiry.ts';
import { startQueueWorker } from './journeys/queue.ts';
import { stopRanking } from './chain/ranked-client.ts';

export interface RunningServer {
  url: string;
  database: Database;
  log: Logger;
  /** The real-time core: `publish` pushes to sockets on every instance. */
  realtime: Realtime;
  /**
   * The first step of a graceful stop: health answers 503 and new sockets are refused, so a load balancer
   * sends elsewhere; open sockets close with 1001 and reconnect (with `since`) elsewhere. Requests are still served.
   */
  drain(): void;
  /** Drains, stops accepting requests, waits for in-flight ones, closes the database. */
  stop(): Promise<void>;
}

/**
 * How long a start waits for a PGlite folder another process holds: past the longest drain (5 s) and the
 * database's close, so a restart where the new server starts before the old one has stopped still works.
 */
export const FOLDER_WAIT_MS = 10_000;

/** Opens the database, seeds demo content if wanted, and starts Bun.serve. */
export async function startServer(env: Env, log: Logger = createLogger(env.LOG_LEVEL)): Promise<RunningServer> {
  const started = performance.now();
  // A read whose connection PostgreSQL dropped goes again on another (db/dropped-connections.ts); say why.
  const onRetry = (err: unknown) => log.warn('database statement sent again after its connection dropped', { err });
  // A PGlite folder takes one process at a time: a server that stops as this one starts has a while to let go.
  const folderLock = { waitMs: FOLDER_WAIT_MS, onWait: (holder: string) => log.warn('waiting for the database folder', { holder, waitMs: FOLDER_WAIT_MS }) };
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: pgliteDir(env.DATA_DIR), onRetry, folderLock });
  // The wearable catalogue is product content whose art ships with the code, so production gets it too
  // (unchanged rows are not rewritten); demo players, news and holdings only when DEMO_SEED is on.
  if (env.DEMO_SEED) await seedDemoContent(database.db);
  else await seedTraits(database.db);
  // Explorers registered before avatars were made at registration get theirs now (none after the first run).
  const backfilled = await backfillExplorerAvatars(database.db);
  if (backfilled) log.info('explorer avatars backfilled', { count: backfilled });
  const secret = resolveSecret(env, log);
  const realtime = createRealtime({ database, log, redis: env.REDIS_URL ? { url: env.REDIS_URL, channel: townChannel(secret) } : undefined });
  const { broker } = realtime;
  const health = createHealth(database, broker ? () => broker.connected() : undefined);
  await health.prime();
  const publish = async (channel: string, event: string, data: unknown) => void (await realtime.publish(channel, event, data));
  // Journey rewards queued on any instance are delivered by whichever worker claims them first.
  const rewards = startQueueWorker({ db: database.db, log });
  const deps = { env, database, log, secret, distDir: resolve(env.DIST_DIR), realtime, publish, rewards };
  const render = renderServiceOf(deps);
  const app = createApp(deps, health, render);
  // The OpenAPI document (and so /api/docs) is built now, once: a route whose schema cannot be described stops the start.
  await apiDocument(app);
  // Answers made ahead of Hono carry the same security headers as the rest.
  const security = await securityHeaderValues(env, shellStyleSources(deps.distDir));
  // Cached avatar images skip Hono: the hottest path after health probes (hot-images.ts).
  const hotImage = hotImageHandler({ hot: render.hot, security, log });
  let draining = false;
  const routes = () => ({
    '/api/health': healthResponse(health, security, draining),
    '/render/*': (req: Request, srv: Server<unknown>) => hotImage(req) ?? app.fetch(req, srv),
    // While draining, a reconnecting socket is sent back to the load balancer rather than let in here.
    '/ws': (req: Request, srv: Server<unknown>) => (draining ? new Response('Server shutting down', { status: 503 }) : app.fetch(req, srv)),
  });
  const server = Bun.serve({ port: env.PORT, hostname: env.HOST, routes: routes(), fetch: app.fetch, idleTimeout: 60, websocket: realtime.websocket });
  await realtime.start(server);
  // Redis is connected (or known to be away) now: health says so from the first probe.
  server.reload({ routes: routes(), fetch: app.fetch });
  const sweeper = startSweeper({ db: database.db, log, everyMs: env.SWEEP_EVERY_MINUTES * 60_000 });
  // Unpaid built-in orders give their stock back when they expire (Shopify keeps its own carts).
  const stopSweep = env.SHOP_PROVIDER === 'builtin' ? startExpirySweep(database.db, log) : () => {};
  const unwatch = health.watch((body) => {
    log.warn('health changed', { ...body });
    server.reload({ routes: routes(), fetch: app.fetch });
  });
  const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${server.port}`;
  log.info('listening', { url, database: database.kind, migrations: database.migrations, ms: Math.round(performance.now() - started) });
  const exposed = exposureWarning(env);
  if (exposed) log.warn(exposed, { host: env.HOST, nodeEnv: env.NODE_ENV });
  const mailless = mailWarning(env);
  if (mailless) log.warn(mailless);

  const drain = () => {
    if (draining) return;
    draining = true;
    unwatch();
    server.reload({ routes: routes(), fetch: app.fetch });
    // Sockets would hold the stop open; closed with 1001 they reconnect (with `since`) elsewhere.
    realtime.closeSockets();
    log.info('draining');
  };
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      drain();
      await server.stop(false);
      await sweeper.stop();
      await rewards.stop();
      realtime.close();
      render.close();
      stopSweep();
      stopRanking();
      await database.close();
      log.info('stopped');
    })());
  return { url, database, log, realtime, drain, stop };
}

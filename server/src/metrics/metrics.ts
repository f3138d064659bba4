/**
 * What GET /metrics reports, in one prom-client registry per app: tests build many apps in one process,
 * and the global default registry would refuse the second app's metrics. Request counts and durations
 * come from @hono/prometheus (labelled by route pattern, never the raw path, so the series stay few);
 * the rest is read from the services when scraped, so nothing on a hot path pays for it.
 */
import { prometheus } from '@hono/prometheus';
import { Counter, Gauge, Registry } from 'prom-client';
import type { Database } from '../../../db/client.ts';
import type { RenderService } from '../images/render-service.ts';
import type { Publish } from '../publish.ts';
import type { Realtime } from '../realtime/realtime.ts';
import { WS_AUTH_FAILURES_MAX } from '../../../domain/realtime.ts';
import { guessRefusals } from '../auth/code-guesses.ts';
import { emailSignInAccounts } from '../auth/email-account.ts';
import { gatewayRequests } from '../chain/ccip-gateway.ts';
import { linkOutcomes } from '../connections/links.ts';
import { rewardDeliveries } from '../journeys/queue.ts';
import { delegationStats } from '../delegation/stats.ts';
import { sweepStats } from '../sweep/sweeper.ts';
import type { SweptTable } from '../sweep/sweep.ts';
import { trackDatabase } from './database-activity.ts';
import { shopMetrics } from './shop-metrics.ts';
import type { ShopStats } from '../shop/stats.ts';

export interface MetricsSources {
  database: Database;
  render: Pick<RenderService, 'stats'>;
  /** Absent in API-only apps (no socket route): the socket metrics then read 0. */
  realtime?: Pick<Realtime, 'connections' | 'hub' | 'clientSockets'> & Partial<Pick<Realtime, 'broker'>>;
  /** The store's counters; absent, the shop metrics read 0 (orders are still counted from the database). */
  shop?: { stats: ShopStats };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** A registry with the default process metrics (memory, CPU, event-loop lag) and the town's own. */
export function createMetrics({ database, render, realtime, shop }: MetricsSources) {
  const registry = new Registry();
  const registers = [registry];
  const { registerMetrics } = prometheus({ registry, collectDefaultMetrics: true });
  const activity = trackDatabase(database.db);

  new Gauge({
    name: 'sapphire_websockets_open',
    help: 'WebSockets open on this instance',
    registers,
    collect() {
      this.set(realtime?.connections.size ?? 0);
    },
  });
  new Counter({
    name: 'sapphire_websockets_refused_total',
    help: `Sockets refused on this instance: per_client (the upgrade answered 429, the address had SOCKET_LIMIT_PER_IP open) or auth_failures (closed after ${WS_AUTH_FAILURES_MAX} failed sign-ins)`,
    labelNames: ['reason'] as const,
    registers,
    collect() {
      const refused = realtime?.clientSockets.refused;
      this.reset();
      this.inc({ reason: 'per_client' }, refused?.perClient ?? 0);
      this.inc({ reason: 'auth_failures' }, refused?.authFailures ?? 0);
    },
  });
  const pushesSent = new Counter({ name: 'sapphire_pushes_sent_total', help: 'Real-time pushes stored and announced', registers });
  const pushesDropped = new Counter({ name: 'sapphire_pushes_dropped_total', help: 'Real-time pushes that failed (logged as "push failed"; the write stood)', registers });
  new Counter({
    name: 'sapphire_realtime_events_skipped_total',
    help: 'Events this instance skipped because the database no longer stored them (its sockets never got them)',
    registers,
    collect() {
      this.reset();
      this.inc(realtime?.hub.stats.skipped ?? 0);
    },
  });
  const broker = realtime?.broker;
  if (broker) {
    new Gauge({
      name: 'sapphire_redis_connected',
      help: 'With REDIS_URL: 1 while this instance is connected to Redis and Redis answers, else 0 (pushes then reach other instances by the database, within seconds)',
      registers,
      collect() {
        this.set(broker.connected() ? 1 : 0);
      },
    });
  }
  new Gauge({
    name: 'sapphire_render_queue',
    help: 'Avatar renders waiting for a worker or drawing',
    registers,
    collect() {
      this.set(render.stats().renderQueue);
    },
  });
  new Counter({
    name: 'sapphire_renders_total',
    help: 'Avatar renders started (requests for a picture already being drawn share its render)',
    registers,
    collect() {
      this.reset();
      this.inc(render.stats().rendered);
    },
  });
  new Counter({
    name: 'sapphire_render_refused_total',
    help: 'Image requests answered 503 with Retry-After: RENDER_QUEUE_MAX renders already waited, or this one waited 30 s for a worker',
    registers,
    collect() {
      this.reset();
      this.inc(render.stats().refused);
    },
  });
  new Counter({
    name: 'sapphire_image_cache_hits_total',
    help: 'Rendered-image lookups answered from the cache, by tier',
    labelNames: ['tier'] as const,
    registers,
    collect() {
      const { memoryHits, diskHits } = render.stats().cache;
      this.reset();
      this.inc({ tier: 'memory' }, memoryHits);
      this.inc({ tier: 'disk' }, diskHits);
    },
  });
  new Counter({
    name: 'sapphire_image_cache_misses_total',
    help: 'Rendered-image lookups the cache could not answer',
    registers,
    collect() {
      this.reset();
      this.inc(render.stats().cache.misses);
    },
  });
  new Gauge({
    name: 'sapphire_db_in_flight',
    help: 'Database statements and transactions under way (what holds a pooled connection; PGlite runs one at a time)',
    labelNames: ['driver'] as const,
    registers,
    collect() {
      this.set({ driver: database.kind }, activity.inFlight());
    },
  });
  new Counter({
    name: 'sapphire_code_guesses_refused_total',
    help: 'E-mail sign-in codes refused before they were compared: the network must wait (its wrong codes), or the address had its day\'s share',
    labelNames: ['reason'] as const,
    registers,
    collect() {
      const refused = guessRefusals(database.db);
      this.reset();
      this.inc({ reason: 'network' }, refused.network);
      this.inc({ reason: 'address' }, refused.address);
    },
  });
  new Counter({
    name: 'sapphire_email_sign_ins_total',
    help: "E-mail code sign-ins by the account they opened: the address's own embedded wallet, a wallet profile that verified the address, or refused (a wallet profile's unverified address)",
    labelNames: ['account'] as const,
    registers,
    collect() {
      const counts = emailSignInAccounts(database.db);
      this.reset();
      for (const account of ['embedded', 'verified', 'unverified'] as const) this.inc({ account }, counts[account]);
    },
  });
  new Counter({
    name: 'sapphire_social_links_total',
    help: "Social-account link callbacks by provider and result: linked, AlreadyLinked (another explorer's account) or SessionRequired (no live link intent)",
    labelNames: ['provider', 'result'] as const,
    registers,
    collect() {
      this.reset();
      for (const [key, n] of linkOutcomes(database.db)) {
        const [provider = '', result = ''] = key.split(' ');
        this.inc({ provider, result }, n);
      }
    },
  });
  new Counter({
    name: 'sapphire_journey_rewards_total',
    help: 'Journey rewards (issue 19): grants delivered in a chest by this instance\'s queue worker, and delivery rounds that failed (retried on the next round)',
    labelNames: ['result'] as const,
    registers,
    collect() {
      const counts = rewardDeliveries(database.db);
      this.reset();
      this.inc({ result: 'delivered' }, counts.delivered);
      this.inc({ result: 'failed' }, counts.failed);
    },
  });
  const delegation = () => delegationStats(database.db);
  new Counter({
    name: 'sapphire_delegation_changes_total',
    help: 'Delegation link changes (issue 15): result created, revoked, or refused_<status> (400 bad input or signature, 403 not one of the two wallets, 404 no such link, 409 replayed signature, 502 chain unreachable)',
    labelNames: ['result'],
    registers,
    collect() {
      this.reset();
      const stats = delegation();
      this.inc({ result: 'created' }, stats.created);
      this.inc({ result: 'revoked' }, stats.revoked);
      for (const [status, n] of stats.refused) this.inc({ result: `refused_${status}` }, n);
    },
  });
  new Counter({
    name: 'sapphire_delegate_writes_refused_total',
    help: "Writes a delegate tried on its vault's things (answered 403: read-only)",
    registers,
    collect() {
      this.reset();
      this.inc(delegation().readOnlyRefused);
    },
  });
  new Counter({
    name: 'sapphire_ens_lookups_total',
    help: 'GET /ens/{name} look-ups by cache outcome (hit: answered from the 5-minute cache; miss: asked the chain)',
    labelNames: ['cache'],
    registers,
    collect() {
      this.reset();
      this.inc({ cache: 'hit' }, delegation().ensHits);
      this.inc({ cache: 'miss' }, delegation().ensMisses);
    },
  });
  new Counter({
    name: 'sapphire_offchain_gateway_requests_total',
    help: "Off-chain (CCIP-Read) gateway requests of this process by result: answered, failed, or refused (not https, an address that is not public, a redirect, an answer over 256 KB)",
    labelNames: ['result'] as const,
    registers,
    collect() {
      this.reset();
      for (const [result, n] of Object.entries(gatewayRequests)) this.inc({ result }, n);
    },
  });
  new Counter({
    name: 'sapphire_sweep_runs_total',
    help: 'Sweeps this instance ran (one instance sweeps per SWEEP_EVERY_MINUTES)',
    registers,
    collect() {
      this.reset();
      this.inc(sweepStats(database.db).runs);
    },
  });
  new Counter({
    name: 'sapphire_sweep_deleted_rows_total',
    help: 'Rows the sweep deleted on this instance, by table: expired codes, old limit counters, spent nonces, ended sessions, old real-time events',
    labelNames: ['table'] as const,
    registers,
    collect() {
      this.reset();
      for (const [table, n] of Object.entries(sweepStats(database.db).deleted) as Array<[SweptTable, number]>) this.inc({ table }, n);
    },
  });
  new Counter({
    name: 'sapphire_db_statements_retried_total',
    help: 'Statements sent again because PostgreSQL dropped their connection (reads, and statements it never received)',
    registers,
    collect() {
      this.reset();
      this.inc(database.retries?.() ?? 0);
    },
  });

  shopMetrics(registers, database.db, shop?.stats);

  return {
    registry,
    /** Middleware timing every request, by method, route pattern and status. */
    requests: registerMetrics,
    /** Wraps the app's publisher so every push is counted as sent or dropped; failures still throw. */
    countPushes(publish: Publish): Publish {
      return async (channel, event, data) => {
        try {
          await publish(channel, event, data);
          pushesSent.inc();
        } catch (err) {
          pushesDropped.inc();
          throw err;
        }
      };
    },
    /** The Prometheus text exposition of every metric. */
    text: () => registry.metrics(),
  };
}

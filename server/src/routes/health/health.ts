import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../../db/client.ts';
import { describe } from '../../http/describe.ts';

/** How long a database probe result is trusted; keeps health checks off the database under load. */
const PROBE_TTL_MS = 1000;
/**
 * A probe not answered by then counts as a failure: a database that hangs (a network partition, a stalled
 * server) is as unusable as one that refuses, and the answer must not stay at its last 'ok' meanwhile.
 */
const PROBE_TIMEOUT_MS = 3000;

export interface HealthBody {
  status: 'ok' | 'degraded';
  database: Database['kind'];
  migrations: number;
  /** With REDIS_URL: whether this instance is connected to it. */
  redis?: 'ok' | 'down';
}

/**
 * The health answer, kept current by a `select 1` at most once a second (a failure when not answered
 * within PROBE_TIMEOUT_MS), so load balancers can poll as often as they like. `read()` is synchronous
 * once primed; a stale result triggers a refresh.
 * `redis` (with REDIS_URL) says whether the real-time broker is connected; it is reported, not failed on:
 * without Redis this instance still serves, and its sockets get other instances' pushes from the database.
 */
export function createHealth(database: Database, redis?: () => boolean) {
  let checkedAt = 0;
  let healthy = true;
  let pending: Promise<void> | null = null;
  // One `select 1` at a time: a hung one is waited on, not joined by more that would hang beside it.
  const probe = () => {
    pending ??= database.db
      .execute(sql`select 1`)
      .then(
        () => {
          healthy = true;
        },
        () => {
          healthy = false;
        },
      )
      .finally(() => {
        checkedAt = Date.now();
        pending = null;
      });
    return pending;
  };
  // Settles when the probe does, or after PROBE_TIMEOUT_MS as a failure (the probe may still answer later).
  const refresh = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        healthy = false;
        checkedAt = Date.now();
        resolve();
      }, PROBE_TIMEOUT_MS);
      timer.unref();
      void probe().then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  const read = (): { body: HealthBody; status: 200 | 503 } => {
    if (Date.now() - checkedAt > PROBE_TTL_MS) void refresh();
    const body: HealthBody = { status: healthy ? 'ok' : 'degraded', database: database.kind, migrations: database.migrations };
    if (redis) body.redis = redis() ? 'ok' : 'down';
    return { body, status: healthy ? 200 : 503 };
  };
  return {
    read,
    /** Waits for the first probe so the first answer is a real one. */
    prime: async () => {
      if (checkedAt === 0) await refresh();
    },
    /** Probes every second in the background and reports each change of the answer; returns a stop function. */
    watch: (onChange: (body: HealthBody) => void) => {
      let last = JSON.stringify(read().body);
      const timer = setInterval(async () => {
        await refresh();
        const { body } = read();
        if (JSON.stringify(body) === last) return;
        last = JSON.stringify(body);
        onChange(body);
      }, PROBE_TTL_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

export type Health = ReturnType<typeof createHealth>;

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'draining']),
  database: z.enum(['pglite', 'postgres']),
  migrations: z.number().int().meta({ description: 'Migrations applied' }),
  redis: z
    .enum(['ok', 'down'])
    .optional()
    .meta({ description: 'With REDIS_URL only: whether this instance is connected to Redis (reported, not failed on: the instance still serves)' }),
});

/** `GET /api/health`: status, database kind and migrations applied. */
export function healthRoutes(health: Health) {
  return new Hono().get(
    '/',
    describe({
      tag: 'Operations',
      summary: 'Health check for load balancers',
      description: 'The database is probed at most once a second; a probe not answered within 3 s counts as unreachable. While the server stops (SIGTERM) it answers 503 with status `draining`.',
      access: 'public',
      responses: {
        200: healthSchema,
        503: { description: 'The database is unreachable or not answering (`degraded`) or the server is stopping (`draining`)', schema: healthSchema },
      },
    }),
    async (c) => {
      await health.prime();
      const { body, status } = health.read();
      return c.json(body, status);
    },
  );
}

/**
 * The current answer as a static Response for Bun.serve's router, with the security headers every other
 * answer has (`security`: securityHeaderValues). Probes are the hottest path an operator has and need no
 * request id or access log; the server swaps this response when `watch` reports a change, so no
 * JavaScript runs per probe. `draining`: the server is stopping, so 503 whatever the database says.
 */
export function healthResponse(health: Health, security: Record<string, string> = {}, draining = false): Response {
  const { body, status } = health.read();
  return new Response(JSON.stringify(draining ? { ...body, status: 'draining' } : body), {
    status: draining ? 503 : status,
    headers: { ...security, 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}

import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../../db/client.ts';
import { describe } from '../../http/describe.ts';

/** How long a database probe result is trusted; keeps health checks off the database under load. */
const PROBE_TTL_MS = 1000;

export interface HealthBody {
  status: 'ok' | 'degraded';
  database: Database['kind'];
  migrations: number;
}

/**
 * The health answer, kept current by a `select 1` at most once a second, so load balancers can poll
 * as often as they like. `read()` is synchronous once primed; a stale result triggers a refresh.
 */
export function createHealth(database: Database) {
  let checkedAt = 0;
  let healthy = true;
  let pending: Promise<void> | null = null;
  const refresh = () => {
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
  const read = (): { body: HealthBody; status: 200 | 503 } => {
    if (Date.now() - checkedAt > PROBE_TTL_MS) void refresh();
    const body: HealthBody = { status: healthy ? 'ok' : 'degraded', database: database.kind, migrations: database.migrations };
    return { body, status: healthy ? 200 : 503 };
  };
  return {
    read,
    /** Waits for the first probe so the first answer is a real one. */
    prime: async () => {
      if (checkedAt === 0) await refresh();
    },
    /** Probes every second in the background and reports each change of status; returns a stop function. */
    watch: (onChange: (status: HealthBody['status']) => void) => {
      let last = read().body.status;
      const timer = setInterval(async () => {
        await refresh();
        const now = read().body.status;
        if (now === last) return;
        last = now;
        onChange(now);
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
});

/** `GET /api/health`: status, database kind and migrations applied. */
export function healthRoutes(health: Health) {
  return new Hono().get(
    '/',
    describe({
      tag: 'Operations',
      summary: 'Health check for load balancers',
      description: 'The database is probed at most once a second. While the server stops (SIGTERM) it answers 503 with status `draining`.',
      access: 'public',
      responses: {
        200: healthSchema,
        503: { description: 'The database is unreachable (`degraded`) or the server is stopping (`draining`)', schema: healthSchema },
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
 * The current answer as a static Response for Bun.serve's router. Probes are the hottest path an
 * operator has and need no CSP, request id or access log; the server swaps this response when
 * `watch` reports a change, so no JavaScript runs per probe.
 */
export function healthResponse(health: Health): Response {
  const { body, status } = health.read();
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  });
}

import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';

/** How long a database probe result is trusted; keeps health checks off the database under load. */
const PROBE_TTL_MS = 1000;

/** Caches a `select 1` for PROBE_TTL_MS so load balancers can poll freely. */
function databaseProbe(database: Database) {
  let checkedAt = 0;
  let healthy = true;
  let pending: Promise<void> | null = null;
  const run = () =>
    (pending ??= database.db
      .execute(sql`select 1`)
      .then(() => void (healthy = true), () => void (healthy = false))
      .finally(() => {
        checkedAt = Date.now();
        pending = null;
      }));
  return async () => {
    if (checkedAt === 0) await run();
    else if (Date.now() - checkedAt > PROBE_TTL_MS) void run();
    return healthy;
  };
}

/** `GET /api/health`: status, database kind and migrations applied. */
export function healthRoutes(database: Database) {
  const probe = databaseProbe(database);
  return new Hono().get('/', async (c) => {
    const ok = await probe();
    const body = { status: ok ? ('ok' as const) : ('degraded' as const), database: database.kind, migrations: database.migrations };
    return c.json(body, ok ? 200 : 503);
  });
}

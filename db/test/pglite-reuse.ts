/**
 * Test PGlites handed on, not thrown away: a closed test database is emptied back to the template's
 * state and given to the next file in the same process. Starting a PGlite from the template's dump costs
 * about 0.3 s of CPU (a hundred files in the PGlite pass: 40 s of its 175); emptying one costs about
 * 50 ms, mostly the truncate.
 *
 * The holder's handle is a lease: once closed, it refuses every call as a closed PGlite would, so a
 * timer the last file left running cannot write into the next file's data. An instance whose schema
 * changed, or that anyone listened on, is closed for real instead.
 *
 * Nor is one handed on across a move of the wall clock (a test's `setSystemTime`): PostgreSQL's timers
 * run on the wall clock, and an instance alive while it jumped later asked for an alarm 30 days out,
 * which JavaScript's timers cannot hold: it fired after 1 ms and was asked for again, for the rest of the
 * process (12,000 warnings in a pass).
 */
import type { PGlite } from '@electric-sql/pglite';

const idle: Array<{ client: PGlite; clock: number }> = [];

/** How far the wall clock is from the monotonic one, to the second; a test moving the time changes it. */
function clockSkew(): number {
  return Math.round((Date.now() - performance.timeOrigin - performance.now()) / 1000);
}

/** Bumped whenever the wall clock is seen to have moved: instances from before it are not handed on. */
let clock = 0;
let skew = clockSkew();
/** Notes a move of the wall clock since the last look. */
export function clockNow(): number {
  const now = clockSkew();
  if (Math.abs(now - skew) > 1) {
    skew = now;
    clock += 1;
  }
  return clock;
}

/** The schema as a string: tables, indexes and their columns, defaults, constraints and applied migrations. */
const OURS = `in ('public'::regnamespace, 'drizzle'::regnamespace)`;
const SHAPE = `select concat_ws(' | ',
  (select string_agg(x, ',' order by x) from (select format('%s.%s.%s.%s', a.attrelid::regclass, a.attname, a.atttypid, a.attnotnull) as x
     from pg_attribute a join pg_class r on r.oid = a.attrelid where r.relnamespace ${OURS} and a.attnum > 0 and not a.attisdropped) s),
  (select string_agg(x, ',' order by x) from (select format('%s.%s', d.adrelid::regclass, pg_get_expr(d.adbin, d.adrelid)) as x
     from pg_attrdef d join pg_class r on r.oid = d.adrelid where r.relnamespace ${OURS}) s),
  (select string_agg(x, ',' order by x) from (select conname || pg_get_constraintdef(oid) as x from pg_constraint where connamespace ${OURS}) s),
  (select string_agg(hash, ',' order by id) from drizzle.__drizzle_migrations)) as shape`;

let template: { shape: string; truncate: string } | undefined;

/** An emptied instance from an earlier file, with the wall clock unmoved since; or undefined. */
export function reusedPglite(): PGlite | undefined {
  const now = clockNow();
  for (let kept = idle.pop(); kept; kept = idle.pop()) {
    if (kept.clock === now) return kept.client;
    void kept.client.close().catch(() => {});
  }
  return undefined;
}

/** Reads the template's shape and table list from a fresh clone (once per process). */
export async function learnTemplate(client: PGlite): Promise<void> {
  if (template) return;
  const [shape, tables] = await Promise.all([
    client.query<{ shape: string }>(SHAPE),
    client.query<{ list: string }>(`select string_agg(format('%I.%I', schemaname, tablename), ', ') as list from pg_tables where schemaname = 'public'`),
  ]);
  template = { shape: shape.rows[0]?.shape ?? '', truncate: `truncate ${tables.rows[0]?.list} restart identity cascade` };
}

/**
 * The holder's view of `client`: the same methods until `end()`, then every call fails as on a closed
 * PGlite. Listening marks the instance as not to be handed on.
 */
export function lease(client: PGlite): { client: PGlite; end: () => void; listened: () => boolean; clock: number } {
  const since = clockNow();
  let ended = false;
  let listened = false;
  const proxy = new Proxy(client, {
    get(target, key) {
      if (key === 'closed') return ended || target.closed;
      const value = Reflect.get(target, key);
      if (typeof value !== 'function') return value;
      if (key === 'listen' || key === 'onNotification') listened = true;
      // PGlite keeps private state keyed by the instance itself: its methods run on it, not on this proxy.
      return (...args: unknown[]) => {
        if (ended) return Promise.reject(new Error('PGlite is closed'));
        clockNow();
        return value.apply(target, args);
      };
    },
  });
  const end = () => {
    ended = true;
  };
  return { client: proxy, end, listened: () => listened, clock: since };
}

/**
 * Empties `client` back to the template (no rows but the migrations', sequences from 1, no session
 * state) and keeps it for the next file; closes it instead if its schema is no longer the template's,
 * it was listened on, or the wall clock moved while it was held.
 */
export async function recycle(client: PGlite, reusable: boolean, since: number): Promise<void> {
  try {
    if (!reusable || !template || clockNow() !== since) throw new Error('not reusable');
    // A transaction the holder left open would hold the truncate in it: end it first (a warning if none).
    await client.exec('rollback');
    const shape = await client.query<{ shape: string }>(SHAPE);
    if (shape.rows[0]?.shape !== template.shape) throw new Error('schema changed');
    await client.exec(template.truncate);
    await client.exec('discard all');
    idle.push({ client, clock: since });
  } catch {
    await client.close().catch(() => {});
  }
}

/**
 * Runs the sweep (sweep.ts) now and then, on one instance at a time: each turn is a row in rate_limits
 * that one instance takes per interval (the same atomic upsert as every other limit), so however many
 * instances share the database, the tables are swept once per interval.
 */
import type { Db } from '../../../db/client.ts';
import { hit } from '../auth/rate-limit.ts';
import type { Logger } from '../log.ts';
import { sweep, type SweepCounts, type SweptTable } from './sweep.ts';

export interface SweepStats {
  /** Sweeps this process ran (turns it took). */
  runs: number;
  /** Rows this process deleted, by table. */
  deleted: Partial<Record<SweptTable, number>>;
}

// Per database (every app over it shares them), for /metrics.
const stats = new WeakMap<Db, SweepStats>();

/** What this process's sweeps of `db` deleted so far. */
export function sweepStats(db: Db): SweepStats {
  const known = stats.get(db);
  if (known) return known;
  const fresh: SweepStats = { runs: 0, deleted: {} };
  stats.set(db, fresh);
  return fresh;
}

/**
 * Sweeps if no instance has in the last `everyMs` (a little less, so this instance's own next tick
 * always finds its turn free); returns what went, or null when another instance had the turn.
 */
export async function sweepTurn(db: Db, everyMs: number, now: number = Date.now()): Promise<SweepCounts | null> {
  if (!(await hit(db, 'sweep:turn', { max: 1, windowMs: Math.floor(everyMs * 0.9) }))) return null;
  const counts = await sweep(db, now);
  const recorded = sweepStats(db);
  recorded.runs++;
  for (const [table, n] of Object.entries(counts) as Array<[SweptTable, number]>) recorded.deleted[table] = (recorded.deleted[table] ?? 0) + n;
  return counts;
}

/** Sweeps at start and then every `everyMs`; `stop` ends it. */
export function startSweeper({ db, log, everyMs }: { db: Db; log: Logger; everyMs: number }) {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= sweepTurn(db, everyMs)
      .then((counts) => {
        if (counts && Object.values(counts).some((n) => n > 0)) log.info('swept', counts);
      })
      .catch((err) => log.error('sweep failed', { err }))
      .finally(() => {
        running = null;
      });
    return running;
  };
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref?.();
  return {
    /** Stops the timer and waits for a sweep under way. */
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Load for the primary-key read figure (db-rows.ts), in its own process: `concurrency` loops read one
 * profile by a random id from 1 to `rows` for `ms`, either through our database client (`drizzle`:
 * openDatabase, and the query as routes write it; `drizzle-prepared`: the same built once with drizzle's
 * .prepare()) or through raw postgres.js (`raw`: a tagged template, same pool size).
 * Prints `{ ok, qps, cpuUsPerQuery }` as JSON.
 * Usage: bun bench/db-read-load.ts <postgres url> <drizzle|drizzle-prepared|raw> <concurrency> <ms> <rows>
 */
import { eq, sql as placeholders } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase } from '../db/client.ts';
import { profiles } from '../db/schema/index.ts';

const [url, mode, concurrencyArg, msArg, rowsArg] = process.argv.slice(2);
const concurrency = Number(concurrencyArg);
const ms = Number(msArg);
const rows = Number(rowsArg);
const MODES = ['drizzle', 'drizzle-prepared', 'raw'];
if (!url || !MODES.includes(mode ?? '') || !(concurrency > 0) || !(ms > 0) || !(rows > 0)) {
  process.stderr.write('usage: db-read-load.ts <postgres url> <drizzle|drizzle-prepared|raw> <concurrency> <ms> <rows>\n');
  process.exit(2);
}
const WARM_UP_MS = 300;
// openDatabase's pool size, so only the query path differs.
const POOL = 10;

let read: (id: number) => Promise<unknown>;
let close: () => Promise<void>;
if (mode === 'drizzle') {
  const database = await openDatabase({ url });
  const { db } = database;
  read = async (id) => (await db.select().from(profiles).where(eq(profiles.id, id)))[0];
  close = database.close;
} else if (mode === 'drizzle-prepared') {
  const database = await openDatabase({ url });
  const byId = database.db
    .select()
    .from(profiles)
    .where(eq(profiles.id, placeholders.placeholder('id')))
    .prepare('profile_by_id');
  read = async (id) => (await byId.execute({ id }))[0];
  close = database.close;
} else {
  const sql = postgres(url, { max: POOL, onnotice: () => {} });
  read = async (id) => (await sql`select * from profiles where id = ${id}`)[0];
  close = () => sql.end({ timeout: 5 });
}

async function run(forMs: number): Promise<number> {
  let ok = 0;
  const deadline = performance.now() + forMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const row = await read(1 + Math.floor(Math.random() * rows));
        if (!row) throw new Error('a profile that should exist was not found');
        ok++;
      }
    }),
  );
  return ok;
}

await run(WARM_UP_MS);
const cpu = process.cpuUsage();
const started = performance.now();
const ok = await run(ms);
const took = performance.now() - started;
const used = process.cpuUsage(cpu);
await close();
process.stdout.write(`${JSON.stringify({ ok, qps: (ok * 1000) / took, cpuUsPerQuery: (used.user + used.system) / ok })}\n`);

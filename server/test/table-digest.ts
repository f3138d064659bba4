/**
 * What the database holds, table by table, to show that a refused request changed nothing (storable.test.ts,
 * the fuzz test): the row count and the newest row version (the highest xmin, the id of the transaction that
 * wrote a row). An insert or update writes a row with a new xmin; a delete lowers the count. Cheap enough to
 * take after every request; works on PGlite and PostgreSQL alike.
 */
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

export type TableDigests = Record<string, { rows: number; digest: string }>;

// The query per database, built once: the tables do not change while a test runs.
const queries = new WeakMap<Db, Promise<SQL>>();

async function digestQuery(db: Db): Promise<SQL> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  ).map((t) => t.name);
  const each = tables.map(
    (name) => sql`select ${name}::text as name, count(*)::int as rows, coalesce(max(t.xmin::text::bigint), 0)::text as digest from ${sql.identifier(name)} t`,
  );
  return sql.join(each, sql` union all `);
}

/** Every table of the public schema, in one query. */
export async function tableDigests(db: Db): Promise<TableDigests> {
  let query = queries.get(db);
  if (!query) {
    query = digestQuery(db);
    queries.set(db, query);
  }
  const rows = rowsOf<{ name: string; rows: number; digest: string }>(await db.execute(await query));
  return Object.fromEntries(rows.map((r) => [r.name, { rows: Number(r.rows), digest: r.digest }]));
}

/** The tables whose rows differ between two snapshots, with their row counts before and after. */
export function changedTables(before: TableDigests, after: TableDigests, ignore: readonly string[] = []): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((n) => !ignore.includes(n) && (before[n]?.digest !== after[n]?.digest || before[n]?.rows !== after[n]?.rows))
    .map((n) => `${n} (${before[n]?.rows ?? 0} -> ${after[n]?.rows ?? 0} rows)`);
}

/** The tables' digests, with the next transaction id the database would hand out when they were read. */
export interface TableState {
  digests: TableDigests;
  nextXid: string;
}

/**
 * The tables' digests, read again only if a transaction has written since `last` was taken. Every
 * insert, update and delete runs in a transaction that is given an id, and the next id to hand out
 * (the current snapshot's xmax) moves on only then, committed or rolled back; a read-only request
 * gives none. The id is read before the digests, so a write that lands between the two is seen next
 * time. On PostgreSQL the ids are the whole server's, so another database's writes (the suite's other
 * files) also make it read again: slower there, never wrong. The fuzz test checks after each of some
 * 1,850 requests, 3 or 4 of which write: a digest each time was 24 of its 33 s on PGlite.
 */
export async function tableState(db: Db, last?: TableState): Promise<TableState> {
  const [row] = rowsOf<{ xmax: string }>(await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`));
  if (!row) throw new Error('the database gave no snapshot');
  if (last && last.nextXid === row.xmax) return last;
  return { digests: await tableDigests(db), nextXid: row.xmax };
}

/**
 * What the database holds, table by table: a row count and a digest of every row, to show that a refused
 * request changed nothing (storable.test.ts, the fuzz test). Works on PGlite and PostgreSQL alike.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

export type TableDigests = Record<string, { rows: number; digest: string }>;

/** Every table of the public schema (drizzle's own migrations table aside), with its rows digested. */
export async function tableDigests(db: Db): Promise<TableDigests> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  ).map((t) => t.name);
  const digests: TableDigests = {};
  for (const name of tables) {
    const table = sql.identifier(name);
    const [row] = rowsOf<{ rows: number; digest: string }>(
      await db.execute(sql`select count(*)::int as rows, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${table} t`),
    );
    digests[name] = { rows: Number(row!.rows), digest: row!.digest };
  }
  return digests;
}

/** The tables whose rows differ between two snapshots, with their row counts before and after. */
export function changedTables(before: TableDigests, after: TableDigests, ignore: readonly string[] = []): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((n) => !ignore.includes(n) && (before[n]?.digest !== after[n]?.digest || before[n]?.rows !== after[n]?.rows))
    .map((n) => `${n} (${before[n]?.rows ?? 0} -> ${after[n]?.rows ?? 0} rows)`);
}

// Types only: PostgreSQL instances never load PGlite (client.ts imports it on demand).
import type { PGlite } from '@electric-sql/pglite';

const asText = (value: string) => value;

/**
 * The parsers drizzle gives PGlite with every query (drizzle-orm/pglite/session.js): timestamp, timestamptz,
 * interval, date and the arrays of numeric, timestamp, timestamptz, interval and date stay the database's
 * text, which drizzle's columns then map. By type OID.
 */
export const DRIZZLE_PARSERS = Object.fromEntries([1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, asText]));

type Queryable = Pick<PGlite, 'query'>;

/** The count of statements that may have changed data, shared by a client and its transactions. */
const WRITES = Symbol('writes');
type WriteCount = { n: number };

/**
 * How many statements other than a plain SELECT this PGlite has run (null for any other database): a
 * read cached at one count is still true while the count is the same. PGlite belongs to this process
 * alone and runs one statement or transaction at a time, so no write can go by uncounted; PostgreSQL
 * may be written by other instances and has no such count.
 */
export function pgliteWrites(db: unknown): number | null {
  const client = (db as { $client?: { [WRITES]?: WriteCount } }).$client;
  return client?.[WRITES]?.n ?? null;
}

/**
 * PGlite merges a query's own parsers into a copy of its table of 300-odd parsers on every query: tens
 * of microseconds each time, as much as the rest of a primary-key read. Given DRIZZLE_PARSERS once, at the instance, the client
 * handed to drizzle drops them from each query (inside transactions too): the same parsing, no copy.
 * It also counts the statements that may write (pgliteWrites).
 */
export function withoutQueryParsers<T extends Queryable>(client: T, writes: WriteCount = { n: 0 }): T {
  return new Proxy(client, {
    get(target, key) {
      if (key === WRITES) return writes;
      if (key === 'query') {
        return (query: string, params?: unknown[], options?: { parsers?: unknown }) => {
          if (!/^\s*select\b/i.test(query)) writes.n++;
          if (!options?.parsers) return target.query(query, params, options as never);
          const { parsers: _sameAsTheInstance, ...rest } = options;
          return target.query(query, params, rest);
        };
      }
      if (key === 'transaction') {
        const transaction = Reflect.get(target, key) as (run: (tx: Queryable) => unknown) => unknown;
        return (run: (tx: Queryable) => unknown) => transaction.call(target, (tx) => run(withoutQueryParsers(tx, writes)));
      }
      // PGlite keeps private state keyed by the instance itself: its methods run on it, not on this proxy.
      const value = Reflect.get(target, key);
      if (key === 'exec' && typeof value === 'function') {
        return (...args: unknown[]) => {
          writes.n++;
          return value.apply(target, args);
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

import type { Sql } from 'postgres';

/**
 * postgres.js prepares every statement it sends (its default), but drizzle asks it not to unless a
 * query is given a name. An unnamed statement with parameters then costs two round trips (postgres.js
 * first asks the server for the parameter types) and its row description is parsed again each time.
 * This hands drizzle a client that prepares every statement with parameters, inside transactions too;
 * `?prepare=false` in DATABASE_URL (for PgBouncer in transaction mode) still turns it off for all.
 * Statements without parameters stay unnamed: they may hold several commands, which a prepared one cannot.
 */
export function preparing<T extends Sql>(sql: T): T {
  return new Proxy(sql, {
    get(target, key) {
      if (key === 'unsafe') {
        return (query: string, params?: unknown[], options?: { prepare?: boolean }) =>
          target.unsafe(query, params as never, params?.length ? { ...options, prepare: true } : options);
      }
      // A transaction's (or savepoint's) callback gets its own client: hand it on prepared as well.
      if (key === 'begin' || key === 'savepoint') {
        return (...args: unknown[]) => {
          const callback = args.pop() as (tx: Sql) => unknown;
          const start = Reflect.get(target, key) as (...a: unknown[]) => unknown;
          return start(...args, (tx: Sql) => callback(preparing(tx)));
        };
      }
      return Reflect.get(target, key);
    },
  });
}

/**
 * Database work under way, for /metrics. Neither driver reports its pool (postgres-js keeps its
 * connection queues private; PGlite has one connection and a queue of its own), so this counts at
 * drizzle's session instead: statements running outside a transaction plus open transactions, which is
 * what holds a pooled connection. Queries inside a transaction run on its connection and are not
 * counted again.
 */
import type { Db } from '../../../db/client.ts';

export interface DatabaseActivity {
  /** Statements and transactions started and not yet finished. */
  inFlight(): number;
}

type Session = Db['_']['session'];
type Prepared = ReturnType<Session['prepareQuery']>;

// One count per database however many apps share it (tests build several over one database):
// wrapping a session twice would count each query twice.
const tracked = new WeakMap<Session, DatabaseActivity>();

/** Starts counting `db`'s work (once per database) and returns the count. */
export function trackDatabase(db: Db): DatabaseActivity {
  const session = db._.session;
  const known = tracked.get(session);
  if (known) return known;
  let running = 0;
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    running++;
    try {
      return await work();
    } finally {
      running--;
    }
  };
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = ((...args: Parameters<Session['prepareQuery']>) => {
    const prepared: Prepared = prepareQuery(...args);
    const execute = prepared.execute.bind(prepared);
    prepared.execute = (...params: Parameters<Prepared['execute']>) => counted(() => execute(...params));
    return prepared;
  }) as Session['prepareQuery'];
  const transaction = session.transaction.bind(session);
  session.transaction = ((...args: Parameters<Session['transaction']>) => counted(() => transaction(...args))) as Session['transaction'];
  const activity = { inFlight: () => running };
  tracked.set(session, activity);
  return activity;
}

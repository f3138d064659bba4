/**
 * Statements sent again after PostgreSQL dropped their connection (a restart, a failover, an operator's
 * pg_terminate_backend), when that is safe, so the request that sent them is still answered. Decision 0014.
 */

/** A statement that never reached the server: sending it again is safe, whatever it does. */
const NEVER_SENT = new Set(['ERR_POSTGRES_CONNECTION_TIMEOUT', 'ERR_POSTGRES_CONNECTION_REFUSED', 'ERR_POSTGRES_CONNECTION_FAILED', '57P03']);
/**
 * The connection dropped under the statement, which may have run: only a read goes again. 57P01 and
 * 57P02 are the server ending the session (an administrator's command, a crash of another backend).
 */
const DROPPED = new Set(['ERR_POSTGRES_CONNECTION_CLOSED', '57P01', '57P02']);

/**
 * The database unreachable or gone under the statement, by the driver's reason: its own connection codes,
 * SQLSTATE class 08 (connection exception) and 57P01-57P03 (the server ending sessions or starting up).
 * The reason, or null for any other failure.
 */
export function connectionFailure(err: unknown): string | null {
  const reason = driverReason(err);
  if (reason === null) return null;
  return NEVER_SENT.has(reason) || DROPPED.has(reason) || reason.startsWith('ERR_POSTGRES_CONNECTION') || /^08[0-9A-Z]{3}$/.test(reason) ? reason : null;
}

/** Tries per statement, the first included. */
const ATTEMPTS = 3;
/** Pause before the nth retry: a server ending its sessions ends several at once, so give the pool a moment. */
const pauseMs = (retry: number) => 20 * retry;

/** Why the driver failed, from an error's cause chain (drizzle wraps it): the SQLSTATE, else Bun's code. */
export function driverReason(err: unknown): string | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { errno, code } = e as { errno?: unknown; code?: unknown };
    if (typeof errno === 'string') return errno;
    if (typeof code === 'string') return code;
  }
  return null;
}

/**
 * A plain read: one SELECT without a locking clause. Nothing in this code base selects a function with
 * side effects outside a transaction, so a read that failed may run again.
 */
export function isRead(statement: string): boolean {
  return /^\s*\(?\s*select\b/i.test(statement) && !/\bfor\s+(no\s+key\s+)?(update|share|key\s+share)\b/i.test(statement);
}

interface Session {
  prepareQuery(query: { sql: string }, ...rest: never[]): { execute(...args: never[]): Promise<unknown> };
}

/**
 * Makes `db` send a statement again, on another connection, when that is safe: any statement that never
 * reached the server, and a read whose connection dropped under it. Nothing inside a transaction goes
 * again (a transaction has a session of its own, which this leaves alone), nor a write that may have run.
 * `onRetry` hears each retry with the driver's error.
 */
export function retrySafeStatements(db: { _: { session: unknown } }, onRetry: (err: unknown) => void): void {
  const session = db._.session as Session;
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = ((query: { sql: string }, ...rest: never[]) => {
    const prepared = prepareQuery(query, ...rest);
    const execute = prepared.execute.bind(prepared);
    const read = isRead(query.sql);
    prepared.execute = (async (...args: never[]) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await execute(...args);
        } catch (err) {
          const reason = driverReason(err) ?? '';
          if (attempt >= ATTEMPTS || !(NEVER_SENT.has(reason) || (read && DROPPED.has(reason)))) throw err;
          onRetry(err);
          await new Promise((resolve) => setTimeout(resolve, pauseMs(attempt)));
        }
      }
    }) as typeof prepared.execute;
    return prepared;
  }) as Session['prepareQuery'];
}

import { AsyncLocalStorage } from 'node:async_hooks';

/** Structured JSON-lines logger; one object per line so log shippers need no parsing rules. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
type Fields = Record<string, unknown>;

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** How many links of an error's `cause` chain are written; a chain that loops stops here too. */
const CAUSE_DEPTH = 5;

export interface Logger {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
  enabled(level: LogLevel): boolean;
}

// Fields every line written inside `withLogFields` carries (the request id), so services log without being passed it.
const context = new AsyncLocalStorage<Fields>();

// A caller's request id is kept only when short and plain, so nobody can write odd text into our logs.
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The caller's `X-Request-Id` when it is sane, else a new UUID. */
export function requestIdFrom(given: string | null | undefined): string {
  return given && SANE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

/** Runs `fn` with `fields` added to every log line written while it (and whatever it awaits) runs. */
export function withLogFields<T>(fields: Fields, fn: () => T): T {
  return context.run({ ...context.getStore(), ...fields }, fn);
}

/** Creates a logger writing to `write` (stdout by default) at or above `level`. */
export function createLogger(level: LogLevel, write: (line: string) => void = (l) => process.stdout.write(l)): Logger {
  const min = RANK[level];
  const emit = (lvl: Exclude<LogLevel, 'silent'>, msg: string, fields?: Fields) => {
    if (RANK[lvl] < min) return;
    write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...context.getStore(), ...fields }, errorReplacer)}\n`);
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
    enabled: (lvl) => RANK[lvl] >= min,
  };
}

function errorReplacer(_key: string, value: unknown) {
  return value instanceof Error ? describeError(value, CAUSE_DEPTH) : value;
}

/**
 * An error as plain JSON, its `cause` chain included (errors and plain values alike) up to `depth` links,
 * with a driver's `code` and `errno` (PostgreSQL's SQLSTATE in Bun's client) when it has them.
 */
function describeError(err: Error, depth: number): Fields {
  const out: Fields = { name: err.name, ...withoutValues(err) };
  for (const key of ['code', 'errno'] as const) {
    const value = (err as { [k in typeof key]?: unknown })[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (err.cause === undefined) return out;
  if (depth <= 1) out.cause = '(cause chain cut)';
  else if (err.cause instanceof Error) out.cause = describeError(err.cause, depth - 1);
  else out.cause = err.cause;
  return out;
}

/**
 * An error's message and stack, less a failed statement's values. drizzle's error spells out the
 * statement's parameters (`Failed query: … params: …`): e-mail addresses, safe words, IP addresses,
 * wallets. The SQL stays, for whoever reads the log; the values become their count.
 */
function withoutValues(err: Error): { message: string; stack?: string } {
  const { query, params } = err as { query?: unknown; params?: unknown };
  if (typeof query !== 'string' || !Array.isArray(params) || !err.message.startsWith('Failed query: ')) return { message: err.message, stack: err.stack };
  const message = `Failed query: ${query}\nparams: (${params.length} not logged)`;
  const stack = err.stack?.includes(err.message) ? err.stack.replace(err.message, message) : err.stack?.split('\n').filter((line) => /^\s+at /.test(line)).join('\n');
  return { message, stack };
}

import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { connectionFailure } from '../../../db/dropped-connections.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { AppEnv } from '../context.ts';
import type { Logger } from '../log.ts';
import { unstorableMessage } from './storable.ts';

/** PostgreSQL's (and PGlite's) SQLSTATEs for text it cannot store: 22021 invalid byte sequence (NUL), 22P05 `\u0000` in JSON. */
const UNSTORABLE_SQLSTATES = new Set(['22021', '22P05']);

/** Whether `err` (or a cause of it: drizzle wraps the driver's error) is the database refusing such text. */
function unstorableByDatabase(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, errno } = e as { code?: unknown; errno?: unknown };
    if (UNSTORABLE_SQLSTATES.has(String(code)) || UNSTORABLE_SQLSTATES.has(String(errno))) return true;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again while the database cannot be reached. */
const RETRY_AFTER_S = 5;

/** The single error handler: expected HTTP errors keep their message, anything else is logged and hidden. */
export function errorHandler(log: Logger): ErrorHandler<AppEnv> {
  return (err, c) => {
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      // Headers the thrower set on its `res` (a 503's Retry-After) go out with the JSON answer.
      const headers = err.res ? Object.fromEntries(err.res.headers) : undefined;
      return c.json({ error: err.message || 'Request failed' }, status, headers);
    }
    // Last line of defence: text the database refused (storable.ts refuses it before it gets there).
    if (unstorableByDatabase(err)) {
      log.warn('the database refused text it cannot store', { requestId: c.get('requestId'), method: c.req.method, path: c.req.path });
      return c.json({ error: unstorableMessage('The request') }, 400);
    }
    // The database unreachable, or gone under the statement: the server is fine and the request may be
    // tried again, so 503 with Retry-After, and a warning naming the driver's reason rather than a stack.
    const lost = connectionFailure(err);
    if (lost) {
      log.warn('the database could not be reached', { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, reason: lost });
      return c.json({ error: MESSAGES.genericError }, 503, { 'retry-after': String(RETRY_AFTER_S) });
    }
    log.error('unhandled error', { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, err });
    return c.json({ error: MESSAGES.genericError }, 500);
  };
}

export const notFound: NotFoundHandler<AppEnv> = (c) => c.json({ error: 'Not found' }, 404);

/** A failed check's issues, as Standard Schema reports them (zod's own issues are a kind of these). */
type Issue = { path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>; message: string };
// A ZodError (its `issues`) is accepted too, for a hook handed straight to zod.
type CheckResult = { success: true } | { success: false; error: ReadonlyArray<Issue> | { issues: ReadonlyArray<Issue> } };

/** The validators' hook (http/validate.ts): a failed check answers 400 `{ error }` with the first problem, in plain words. */
export function validationHook(result: CheckResult, c: Context) {
  if (result.success) return;
  const issue = ('issues' in result.error ? result.error.issues : result.error)[0];
  const field = issue?.path?.map((p) => String(typeof p === 'object' ? p.key : p)).join('.');
  const message = issue?.message ?? 'Invalid request';
  return c.json({ error: field && !message.includes(field) ? `${field}: ${message}` : message }, 400);
}

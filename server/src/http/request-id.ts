import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { requestIdFrom, withLogFields } from '../log.ts';

/**
 * Gives each request an id (the caller's `X-Request-Id` when sane, else a new UUID), answers it in
 * `X-Request-Id`, and adds it to every log line written while the request is served, services included.
 */
export function requestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = requestIdFrom(c.req.header('x-request-id'));
    c.set('requestId', id);
    c.header('x-request-id', id);
    await withLogFields({ requestId: id }, next);
  };
}

import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import type { Logger } from '../log.ts';

/** Logs one structured line per request; health probes only at debug level so they do not drown the log. */
export function requestLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    await next();
    const quiet = c.req.path === '/api/health';
    if (!log.enabled(quiet ? 'debug' : 'info')) return;
    const fields = {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
    };
    if (quiet) log.debug('request', fields);
    else log.info('request', fields);
  };
}

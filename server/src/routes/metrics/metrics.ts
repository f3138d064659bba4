/**
 * `GET /metrics`: Prometheus' text format, for a scraper on this machine or one holding METRICS_TOKEN
 * (see http/loopback-or-bearer.ts). Outside /api: it is for operators, not for the web client's types.
 */
import { Hono } from 'hono';
import { loopbackOrBearer } from '../../http/loopback-or-bearer.ts';
import { describe } from '../../http/describe.ts';
import type { Metrics } from '../../metrics/metrics.ts';

export const METRICS_REFUSED = 'Metrics are served to loopback callers or with the metrics token';

export function metricsRoutes(metrics: Metrics, access: { token: string | undefined; proxies: number }) {
  return new Hono().get(
    '/',
    describe({
      tag: 'Operations',
      summary: 'Prometheus metrics: requests, sockets, pushes, renders, database work, process',
      description: 'For a scraper on this machine, or anyone with `Authorization: Bearer <METRICS_TOKEN>`; behind a proxy (TRUST_PROXY) only the token opens it.',
      access: 'metrics',
      responses: { 200: { description: "Prometheus' text exposition format", media: 'text/plain' } },
    }),
    loopbackOrBearer({ ...access, error: METRICS_REFUSED }),
    async (c) =>
    c.body(await metrics.text(), 200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }),
  );
}

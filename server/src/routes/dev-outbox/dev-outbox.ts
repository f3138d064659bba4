import { Hono } from 'hono';
import type { Outbox } from '../../mail/outbox.ts';

/**
 * `GET /api/dev/outbox?to=` -> the mails not really sent, newest first. Only exists while mail goes to
 * the dev outbox (no SMTP_URL, not production); otherwise it is 404 like any unknown path.
 */
export function devOutboxRoutes(outbox: Outbox | null) {
  return new Hono().get('/outbox', (c) => {
    if (!outbox) return c.json({ error: 'Not found' }, 404);
    return c.json(outbox.list(c.req.query('to')), 200);
  });
}

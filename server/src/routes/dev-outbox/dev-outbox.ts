import { Hono } from 'hono';
import { z } from 'zod';
import { describe } from '../../http/describe.ts';
import { thisMachineOnly } from '../../http/this-machine.ts';
import type { Outbox } from '../../mail/outbox.ts';

/**
 * `GET /api/dev/outbox?to=` -> the mails not really sent, newest first. Only exists while mail goes to
 * the dev outbox (no SMTP_URL, not production), and only for callers on this machine (it hands out every
 * sign-in code); otherwise it is 404 like any unknown path.
 */
const mailSchema = z.object({ to: z.string(), subject: z.string(), text: z.string(), code: z.string().nullable(), sentAt: z.iso.datetime() });

export function devOutboxRoutes(outbox: Outbox | null, proxies = 0) {
  return new Hono().get(
    '/outbox',
    describe({
      tag: 'Operations',
      summary: 'Development only: the sign-in mails not really sent',
      description: 'Exists only while mail goes to the dev outbox (no SMTP_URL, not production), and only for callers on the server\'s own machine; otherwise 404.',
      access: 'public',
      parameters: [{ in: 'query', name: 'to', required: false, description: 'Only the mails to this address', schema: { type: 'string' } }],
      responses: { 200: z.array(mailSchema), 404: 'Not found: mail really goes out here, or the caller is on another machine' },
    }),
    thisMachineOnly(proxies),
    (c) => {
    if (!outbox) return c.json({ error: 'Not found' }, 404);
    return c.json(outbox.list(c.req.query('to')), 200);
    },
  );
}

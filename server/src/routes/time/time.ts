import { Hono } from 'hono';
import { z } from 'zod';
import { describe } from '../../http/describe.ts';

const timeSchema = z.object({ unixtime: z.number().int() });

/** `GET /api/time` -> `{ unixtime }`: our clock in whole seconds, which a signed delegation's time must be within 5 minutes of. */
export function timeRoutes() {
  return new Hono().get(
    '/',
    describe({
      tag: 'Profile',
      summary: "The server's clock as a Unix time in seconds (the time a delegation link is signed with)",
      access: 'public',
      responses: { 200: timeSchema },
    }),
    (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ unixtime: Math.floor(Date.now() / 1000) }, 200);
    },
  );
}

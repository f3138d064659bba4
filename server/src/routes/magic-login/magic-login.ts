import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../../../db/client.ts';
import type { AppEnv } from '../../context.ts';
import { bearer } from '../../http/bearer.ts';
import { validate } from '../../http/validate.ts';
import type { MagicVerifier } from '../../auth/magic-did.ts';
import { createSession } from '../../auth/session-store.ts';
import { authenticateDid, MAGIC_NOT_CONFIGURED } from '../../auth/magic-sign-in.ts';
import { describe } from '../../http/describe.ts';

/** `POST /api/profile/magic-token { address }` with a DID token for that address: `{ token }`, a session. */
export function magicTokenRoutes(db: Db, verify: MagicVerifier | null) {
  return new Hono<AppEnv>().post(
    '/magic-token',
    describe({
      tag: 'Sign-in',
      summary: 'Magic sign-in: a DID token for a session',
      description: "The DID token is the Bearer credential; `address` must be the token's.",
      access: 'magic',
      responses: { 200: z.object({ token: z.string() }), 404: 'Magic sign-in is not configured' },
    }),
    // Without keys the route still exists (the web client is typed by it) but says so first.
    async (c, next) => (verify ? next() : c.json({ error: MAGIC_NOT_CONFIGURED }, 404)),
    // Any address that is not the token's, a missing one included, is the spec's 'Magic Address not found'.
    validate('json', z.object({ address: z.string().max(100).optional() })),
    async (c) => {
      const outcome = await authenticateDid(db, verify!, bearer(c), c.req.valid('json').address ?? '');
      if (!outcome.ok) return c.json({ error: outcome.error }, outcome.status);
      return c.json({ token: await createSession(db, outcome.value, 'magic') }, 200);
    },
  );
}

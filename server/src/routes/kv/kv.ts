import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../../../db/client.ts';
import { kvBatchSchema } from '../../../../domain/kv-entries.ts';
import { validate } from '../../http/validate.ts';
import { currentPlayer, registeredPlayer } from '../../http/current-player.ts';
import { saveEntries } from '../../profiles/kv-store.ts';
import { describe } from '../../http/describe.ts';

const savedSchema = z.object({ data: z.array(z.object({ key: z.string(), value: z.union([z.number(), z.string()]) })) });

/** `POST /api/profile/kv` (Bearer session, registered profile): `[{ key, value }]` -> `{ data }`, the values as stored. */
export function kvRoutes(db: Db) {
  return new Hono().post(
    '/kv',
    describe({
      tag: 'Profile',
      summary: "Save key/value progress entries (counts, flags, choices); answers the values as stored",
      description: 'Counts never go down, stop at their cap and grow no faster than a person could click.',
      access: 'session',
      responses: { 200: savedSchema, 404: 'User not found (the wallet has not registered)' },
    }),
    currentPlayer(db),
    validate('json', kvBatchSchema),
    registeredPlayer,
    async (c) => {
      const saved = await saveEntries(db, c.get('player').profile.id, c.req.valid('json'));
      if (!saved.ok) return c.json({ error: saved.error }, saved.status);
      return c.json({ data: saved.value }, 200);
    },
  );
}

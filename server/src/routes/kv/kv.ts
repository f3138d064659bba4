import { Hono } from 'hono';
import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';
import type { Db } from '../../../../db/client.ts';
import { validationHook } from '../../http/errors.ts';
import { currentPlayer, registeredPlayer } from '../../http/current-player.ts';
import { saveEntries } from '../../profiles/kv-store.ts';

/** Most entries one `POST /api/profile/kv` may carry (the client batches changes every 2 s). */
export const KV_BATCH_MAX = 50;

const kvBody = z
  .array(z.object({ key: z.string().max(64), value: z.union([z.number().finite(), z.string().max(10_000)]) }))
  .max(KV_BATCH_MAX);

/** `POST /api/profile/kv` (Bearer session, registered profile): `[{ key, value }]` -> `{ data }`, the values as stored. */
export function kvRoutes(db: Db) {
  return new Hono().post('/kv', currentPlayer(db), zValidator('json', kvBody, validationHook), registeredPlayer, async (c) => {
    const saved = await saveEntries(db, c.get('player').profile.id, c.req.valid('json'));
    if (!saved.ok) return c.json({ error: saved.error }, saved.status);
    return c.json({ data: saved.value }, 200);
  });
}

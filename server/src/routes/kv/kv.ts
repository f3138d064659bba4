import { Hono } from 'hono';
import type { Db } from '../../../../db/client.ts';
import { kvBatchSchema } from '../../../../domain/kv-entries.ts';
import { validate } from '../../http/validate.ts';
import { currentPlayer, registeredPlayer } from '../../http/current-player.ts';
import { saveEntries } from '../../profiles/kv-store.ts';

/** `POST /api/profile/kv` (Bearer session, registered profile): `[{ key, value }]` -> `{ data }`, the values as stored. */
export function kvRoutes(db: Db) {
  return new Hono().post('/kv', currentPlayer(db), validate('json', kvBatchSchema), registeredPlayer, async (c) => {
    const saved = await saveEntries(db, c.get('player').profile.id, c.req.valid('json'));
    if (!saved.ok) return c.json({ error: saved.error }, saved.status);
    return c.json({ data: saved.value }, 200);
  });
}

import { Hono } from 'hono';
import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { profiles } from '../../../../db/schema/index.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { validationHook } from '../../errors.ts';
import { requireSession } from '../../auth/require-session.ts';
import { KvInputError, storeEntries, type StoredEntry } from '../../profiles/kv-store.ts';

/** Most entries one `POST /api/profile/kv` may carry (the client batches changes every 2 s). */
export const KV_BATCH_MAX = 50;

const kvBody = z
  .array(z.object({ key: z.string().max(64), value: z.union([z.number().finite(), z.string().max(10_000)]) }))
  .max(KV_BATCH_MAX);

/** `POST /api/profile/kv` (Bearer session, registered profile): `[{ key, value }]` -> `{ data }`, the values as stored. */
export function kvRoutes(db: Db) {
  return new Hono().post('/kv', requireSession(db), zValidator('json', kvBody, validationHook), async (c) => {
    const session = c.get('session');
    const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.wallet, session.wallet));
    if (!row) return c.json({ error: MESSAGES.userNotFound }, 404);
    let data: StoredEntry[];
    try {
      data = await db.transaction((tx) => storeEntries(tx, row.id, c.req.valid('json')));
    } catch (err) {
      if (err instanceof KvInputError) return c.json({ error: err.message }, 400);
      throw err;
    }
    return c.json({ data }, 200);
  });
}

import { afterAll, beforeAll, expect, test } from 'bun:test';
import { linkIntents } from '../../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { registeredPlayer } from '../../test/wearables.ts';
import { sweep } from '../sweep/sweep.ts';
import { createIntent, spendIntent } from './links.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

test('an intent is spent once, for its provider, within its ten minutes; the sweep drops spent and expired ones', async () => {
  const db = t.deps.database.db;
  const p = await registeredPlayer(t.app);
  const now = Date.now();
  const live = await createIntent(db, p.id, 'google', 'a', new Date(now));
  const spent = await createIntent(db, p.id, 'google', null, new Date(now));
  const old = await createIntent(db, p.id, 'imx', null, new Date(now - 11 * 60_000));
  expect(await spendIntent(db, spent, 'imx', new Date(now))).toBeNull();
  expect(await spendIntent(db, spent, 'google', new Date(now))).toEqual({ profileId: p.id, tag: null });
  expect(await spendIntent(db, spent, 'google', new Date(now))).toBeNull();
  expect(await spendIntent(db, old, 'imx', new Date(now))).toBeNull();
  expect(await spendIntent(db, 'not-a-token', 'google', new Date(now))).toBeNull();

  const counts = await sweep(db, now);
  expect(counts.link_intents).toBe(2);
  expect(await db.select().from(linkIntents)).toHaveLength(1);
  expect(await spendIntent(db, live, 'google', new Date(now))).toEqual({ profileId: p.id, tag: 'a' });
});

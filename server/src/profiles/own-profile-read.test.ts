import { afterAll, expect, test } from 'bun:test';
import { kvEntries } from '../../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { jsonInit, registration, walletSignIn } from '../../test/sign-in.ts';
import { linkAccount } from '../connections/links.ts';
import { revokeSession } from '../auth/session-store.ts';
import { findSessionOwnProfile } from './own-profile-read.ts';
import { loadOwnProfile } from './own-profile.ts';

const t = await createTestApp();
afterAll(() => t.close());
const db = t.deps.database.db;

test('the one-statement read gives exactly what the separate reads give: entries, links and their times', async () => {
  const player = await walletSignIn(t.app);
  expect((await t.app.request('/api/profile/register', jsonInit('POST', registration(player.wallet), player.token))).status).toBe(201);
  const [profile] = await db.query.profiles.findMany({ where: (p, { eq }) => eq(p.wallet, player.wallet) });
  await db.insert(kvEntries).values([
    { profile_id: profile!.id, key: 'zz-test-count', value: '7', type: 'number', created: new Date('2026-01-02T03:04:05.678Z') },
    { profile_id: profile!.id, key: 'zz-test-text', value: 'a "quoted" ünïcode value', type: 'string' },
  ]);
  await linkAccount(db, { profileId: profile!.id, provider: 'discord', accountId: '42', name: 'Wren', tag: 'x1' }, new Date('2026-03-04T05:06:07.089Z'));
  const found = await findSessionOwnProfile(db, player.token);
  if (typeof found === 'string') throw new Error(found);
  expect(found.session.wallet).toBe(player.wallet);
  expect(found.own).toEqual((await loadOwnProfile(db, player.wallet))!);
  expect(found.own!.data.find((e) => e.key === 'zz-test-count')).toMatchObject({ value: 7, type: 'number', created: '2026-01-02T03:04:05.678Z' });
  expect(found.own!.connections).toEqual([{ provider: 'discord', accountId: '42', name: 'Wren', tag: 'x1', linkedAt: '2026-03-04T05:06:07.089Z' }]);
  // The route answers it as it is.
  const res = await t.app.request('/api/profile', { headers: { authorization: `Bearer ${player.token}` } });
  expect(await res.json()).toEqual(JSON.parse(JSON.stringify(found.own)));
});

test('a wallet signed in but not registered has no profile yet, and a revoked or unknown token none at all', async () => {
  const player = await walletSignIn(t.app);
  const found = await findSessionOwnProfile(db, player.token);
  if (typeof found === 'string') throw new Error(found);
  expect(found.profile).toBeNull();
  expect(found.own).toBeNull();
  expect((await t.app.request('/api/profile', { headers: { authorization: `Bearer ${player.token}` } })).status).toBe(404);
  await revokeSession(db, found.session.id);
  expect(await findSessionOwnProfile(db, player.token)).toBe('missing');
  expect(await findSessionOwnProfile(db, 'not-a-token')).toBe('missing');
});

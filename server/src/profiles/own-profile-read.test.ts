import { afterAll, expect, test } from 'bun:test';
import { kvEntries } from '../../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { jsonInit, registration, walletSignIn } from '../../test/sign-in.ts';
import { linkAccount } from '../connections/links.ts';
import { revokeSession } from '../auth/session-store.ts';
import { findSessionOwnProfile } from './own-profile-read.ts';
import { pgliteWrites } from '../../../db/pglite-parsers.ts';
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

test('on PGlite an answer is kept while nothing is written, and read again after any write; PostgreSQL is always asked', async () => {
  const player = await walletSignIn(t.app);
  expect((await t.app.request('/api/profile/register', jsonInit('POST', registration(player.wallet), player.token))).status).toBe(201);
  const first = await findSessionOwnProfile(db, player.token);
  const again = await findSessionOwnProfile(db, player.token);
  if (typeof first === 'string' || typeof again === 'string') throw new Error('no session');
  const [profile] = await db.query.profiles.findMany({ where: (p, { eq }) => eq(p.wallet, player.wallet) });
  if (t.deps.database.kind === 'pglite') {
    expect(pgliteWrites(db)).toBeNumber();
    expect(again).toBe(first);
  } else {
    expect(pgliteWrites(db)).toBeNull();
    expect(again).not.toBe(first);
  }
  // Any write, even another player's or one inside a transaction, and the next read is fresh.
  await db.transaction(async (tx) => {
    await tx.insert(kvEntries).values({ profile_id: profile!.id, key: 'zz-kept-test', value: 'new', type: 'string' });
  });
  const after = await findSessionOwnProfile(db, player.token);
  if (typeof after === 'string') throw new Error(after);
  expect(after.own!.data.map((e) => e.key)).toContain('zz-kept-test');
  // A sign-out (the session revoked) is seen at once.
  await revokeSession(db, after.session.id);
  expect(await findSessionOwnProfile(db, player.token)).toBe('missing');
});

import { afterAll, afterEach, expect, setSystemTime, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { kvEntries, profiles, sessions } from '../../../db/schema/index.ts';
import { pgliteWrites } from '../../../db/pglite-parsers.ts';
import { createTestApp } from '../../test/app.ts';
import { jsonInit, registration, walletSignIn } from '../../test/sign-in.ts';
import { findSessionOwnProfile } from '../profiles/own-profile-read.ts';
import { findSessionPlayer, revokeSession } from './session-store.ts';

const t = await createTestApp();
afterAll(() => t.close());
afterEach(() => setSystemTime());
const db = t.deps.database.db;
const pglite = t.deps.database.kind === 'pglite';

async function registered() {
  const player = await walletSignIn(t.app);
  expect((await t.app.request('/api/profile/register', jsonInit('POST', registration(player.wallet), player.token))).status).toBe(201);
  return player;
}

const found = async (read: Promise<Awaited<ReturnType<typeof findSessionPlayer>>>) => {
  const answer = await read;
  if (typeof answer === 'string') throw new Error(answer);
  return answer;
};

test('who is calling: on PGlite read from the full profile kept by GET /api/profile until anything is written; PostgreSQL is always asked', async () => {
  const player = await registered();
  const own = await found(findSessionOwnProfile(db, player.token));
  const writes = pgliteWrites(db);
  const caller = await found(findSessionPlayer(db, player.token));
  expect(caller.session).toEqual(own.session);
  expect(caller.profile).toEqual(own.profile);
  // The same row, not a copy read again: no statement ran (and none that writes).
  if (pglite) expect(caller.profile).toBe(own.profile);
  else expect(caller.profile).not.toBe(own.profile);
  expect(pgliteWrites(db)).toBe(writes);
  // A lean answer read later does not displace the full one: the profile page is still answered from it.
  if (pglite) expect(await found(findSessionOwnProfile(db, player.token))).toBe(own);

  // Any write, even to another table, and the next caller is read afresh: a changed safe word shows.
  await db.update(profiles).set({ safeword: 'kept-renamed' }).where(eq(profiles.wallet, player.wallet));
  const renamed = await found(findSessionPlayer(db, player.token));
  expect(renamed.profile?.safeword).toBe('kept-renamed');
  // Read twice with nothing written between: kept on PGlite.
  const again = await found(findSessionPlayer(db, player.token));
  expect(again.profile === renamed.profile).toBe(pglite);
  await db.insert(kvEntries).values({ profile_id: renamed.profile!.id, key: 'zz-kept-session', value: '1', type: 'number' });
  expect((await found(findSessionPlayer(db, player.token))).profile === renamed.profile).toBe(false);
});

test('a kept caller is refused once its session expires or is revoked, and a signed-in route answers 401 at once', async () => {
  const player = await registered();
  const caller = await found(findSessionPlayer(db, player.token));
  const [row] = await db.select({ expires: sessions.expires_at }).from(sessions).where(eq(sessions.id, caller.session.id));
  await findSessionPlayer(db, player.token);
  // Past its expiry with nothing written: not kept beyond it.
  setSystemTime(new Date(row!.expires.getTime() + 1000));
  expect(await findSessionPlayer(db, player.token)).toBe('expired');
  expect((await t.app.request('/api/profile/coolscore', { headers: { authorization: `Bearer ${player.token}` } })).status).toBe(401);
  setSystemTime();
  expect((await t.app.request('/api/profile/coolscore', { headers: { authorization: `Bearer ${player.token}` } })).status).toBe(200);
  await revokeSession(db, caller.session.id);
  expect(await findSessionPlayer(db, player.token)).toBe('missing');
  expect((await t.app.request('/api/profile/coolscore', { headers: { authorization: `Bearer ${player.token}` } })).status).toBe(401);
});

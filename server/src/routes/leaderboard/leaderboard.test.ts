import { afterAll, describe, expect, test } from 'bun:test';
import { kvEntries, profiles } from '../../../../db/schema/index.ts';
import { LEADERBOARD_KEYS } from '../../../../domain/progress.ts';
import { createTestApp } from '../../../test/app.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { jsonInit, registration, walletSignIn } from '../../../test/sign-in.ts';

const { app, deps, close } = await createTestApp();
const db = deps.database.db;
afterAll(close);

const board = async (key: string) => {
  const res = await client(app).api.leaderboard[':key'].$get({ param: { key } });
  expect(res.status).toBe(200);
  return bodyOf(res, 200);
};

let n = 0;
const base = Date.now();
/** A player stored directly, with one count reached `secondsAgo` seconds ago. */
async function scored(username: string, key: string, value: string, secondsAgo: number, onboarded = true) {
  n += 1;
  const [p] = await db
    .insert(profiles)
    .values({ wallet: `0x${String(n).padStart(40, '0')}`, wallet_type: 'injected', email: `lb${n}@example.com`, username, slug: username.toLowerCase(), onboarded })
    .returning({ id: profiles.id });
  const at = new Date(base - secondsAgo * 1000);
  await db.insert(kvEntries).values({ profile_id: p!.id, key, value, type: 'number', created: at, updated: at });
}

describe('GET /api/leaderboard', () => {
  test('lists the leaderboard-enabled keys with their labels, publicly', async () => {
    const res = await client(app).api.leaderboard.$get();
    expect(res.status).toBe(200);
    const list = await bodyOf(res, 200);
    expect(list.map((b) => b.key)).toEqual([...LEADERBOARD_KEYS]);
    expect(list).toContainEqual({ key: 'torch-click', label: 'Torch Clicker' });
    expect(list).toContainEqual({ key: 'chugs-skating', label: 'Chugs Skater' });
    expect(list).toHaveLength(10);
    expect(list.map((b) => b.key)).not.toContain('read-intro');
  });

  test('orders by value; ties share a rank and go to who reached it first, then by username', async () => {
    await scored('Zed', 'acorns', '7', 100);
    await scored('Amy', 'acorns', '10', 50);
    await scored('Bob', 'acorns', '7', 300);
    await scored('Cat', 'acorns', '7', 100);
    await scored('Dan', 'acorns', '3', 500);
    await scored('Nil', 'acorns', '0', 500);
    await scored('Half', 'acorns', '10', 900, false);
    await scored('Other', 'tada', '5', 900);
    const { key, label, entries } = await board('acorns');
    expect({ key, label }).toEqual({ key: 'acorns', label: 'Acorn Rustler' });
    expect(entries).toEqual([
      { rank: 1, username: 'Amy', slug: 'amy', value: 10 },
      { rank: 2, username: 'Bob', slug: 'bob', value: 7 },
      { rank: 2, username: 'Cat', slug: 'cat', value: 7 },
      { rank: 2, username: 'Zed', slug: 'zed', value: 7 },
      { rank: 5, username: 'Dan', slug: 'dan', value: 3 },
    ]);
  });

  test('a player who saved through the API shows up, with public fields only', async () => {
    const signedIn = await walletSignIn(app);
    const reg = await client(app, signedIn.token).api.profile.register.$post({ json: registration(signedIn.wallet, { email: 'secret.player@example.com' }) });
    const { username } = await bodyOf(reg, 201);
    await app.request('/api/profile/kv', jsonInit('POST', [{ key: 'frog-croak', value: 5 }], signedIn.token));
    const { entries } = await board('frog-croak');
    expect(entries).toEqual([{ rank: 1, username, slug: username.toLowerCase(), value: 5 }]);
    const text = JSON.stringify(entries);
    expect(text).not.toContain('secret.player');
    expect(text).not.toContain(signedIn.wallet);
  });

  test('shows the top 100', async () => {
    for (let i = 0; i < 105; i++) await scored(`Many${String(i).padStart(3, '0')}`, 'wall-clicks', String(1 + (i % 50)), 10);
    const { entries } = await board('wall-clicks');
    expect(entries).toHaveLength(100);
    expect(entries[0]).toMatchObject({ rank: 1, value: 50 });
  });

  test('an unknown or non-leaderboard key is 404', async () => {
    for (const key of ['gold-coins', 'read-intro', 'entrypoint']) {
      const res = await app.request(`/api/leaderboard/${key}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: `Unknown leaderboard: ${key}` });
    }
  });
});

import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { kvEntries } from '../../../../db/schema/index.ts';
import { giveSidekx } from '../../../../db/seed/demo-gifts.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { jsonInit, walletSignIn } from '../../../test/sign-in.ts';
import { registeredPlayer, wearablesTestApp } from '../../../test/wearables.ts';

let t: Awaited<ReturnType<typeof wearablesTestApp>>;
beforeAll(async () => {
  t = await wearablesTestApp();
}, 60_000);
afterAll(() => t.close());

const pick = (body: unknown, token?: string) => t.app.request('/api/journeys/sidekx', jsonInit('POST', body, token));
const storedOf = async (profileId: number) =>
  (await t.db.select().from(kvEntries).where(and(eq(kvEntries.profile_id, profileId), eq(kvEntries.key, 'selected-sidekx'))))[0] ?? null;

describe('POST /api/journeys/sidekx', () => {
  test('the caller\'s own tokens in the three slots; empty slots; the kv entry as answered', async () => {
    const me = await registeredPlayer(t.app);
    await giveSidekx(t.db, me.id, 'Sage', 11);
    await giveSidekx(t.db, me.id, 'Milo', 12);
    await giveSidekx(t.db, me.id, 'Bones', 14);
    const res = await pick({ key: 'selected-sidekx', value: '11,12,', id: me.id }, me.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ key: 'selected-sidekx', value: '11,12,' });
    expect(await storedOf(me.id)).toMatchObject({ value: '11,12,', type: 'string' });
    // Any token in any slot; the id may come as text, as the web's forms send it.
    expect(await (await pick({ key: 'selected-sidekx', value: ',14,11', id: String(me.id) }, me.token)).json()).toEqual({ key: 'selected-sidekx', value: ',14,11' });
    expect(await (await pick({ key: 'selected-sidekx', value: ',,', id: me.id }, me.token)).json()).toEqual({ key: 'selected-sidekx', value: ',,' });
    // The profile's progress data carries it too.
    const profile = await bodyOf(await client(t.app, me.token).api.profile.$get({ query: {} }), 200);
    // The caller's own view is the one with data (another player's has none).
    const data = 'data' in profile ? profile.data : [];
    expect(data.find((d) => d.key === 'selected-sidekx')?.value).toBe(',,');
  }, 60_000);

  test('foreign, missing, duplicate and malformed selections are refused and change nothing', async () => {
    const me = await registeredPlayer(t.app);
    const other = await registeredPlayer(t.app);
    await giveSidekx(t.db, me.id, 'Sage', 21);
    await giveSidekx(t.db, me.id, 'Milo', 22);
    await giveSidekx(t.db, other.id, 'Bones', 23);
    expect((await pick({ key: 'selected-sidekx', value: '21,,', id: me.id }, me.token)).status).toBe(200);
    const before = await storedOf(me.id);
    const cases: Array<[unknown, number, string | null]> = [
      [{ key: 'selected-sidekx', value: '23,,', id: me.id }, 403, 'Token not owned'],
      [{ key: 'selected-sidekx', value: '21,22,23', id: me.id }, 403, 'Token not owned'],
      [{ key: 'selected-sidekx', value: '99999,,', id: me.id }, 403, 'Token not owned'],
      [{ key: 'selected-sidekx', value: '21,22,', id: other.id }, 403, 'Wallet and profile address mismatch!'],
      [{ key: 'selected-sidekx', value: '21,21,', id: me.id }, 400, 'Token already in another slot'],
      [{ key: 'selected-sidekx', value: '22,,22', id: me.id }, 400, 'Token already in another slot'],
      [{ key: 'selected-sidekx', value: '21,22', id: me.id }, 400, 'Invalid Sidekx selection'],
      [{ key: 'selected-sidekx', value: '21,22,,', id: me.id }, 400, 'Invalid Sidekx selection'],
      [{ key: 'selected-sidekx', value: 'a,b,c', id: me.id }, 400, 'Invalid Sidekx selection'],
      [{ key: 'selected-sidekx', value: ' 21,,', id: me.id }, 400, 'Invalid Sidekx selection'],
      [{ key: 'selected-sidekx', value: '-1,,', id: me.id }, 400, 'Invalid Sidekx selection'],
      [{ key: 'selected-sidekx', value: '', id: me.id }, 400, 'Invalid Sidekx selection'],
      [{ key: 'side', value: '21,,', id: me.id }, 400, 'Invalid Sidekx selection'],
      [{ key: 'selected-sidekx', value: 21, id: me.id }, 400, null],
      [{ key: 'selected-sidekx', value: '21,,' }, 400, null],
      [{ value: '21,,', id: me.id }, 400, null],
      [[], 400, null],
    ];
    for (const [body, status, error] of cases) {
      const res = await pick(body, me.token);
      const answer = (await res.json()) as { error: string };
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), status]);
      if (error) expect(answer.error).toBe(error);
      else expect(typeof answer.error).toBe('string');
    }
    expect((await pick({ key: 'selected-sidekx', value: '21,,', id: me.id })).status).toBe(401);
    // A session without a profile has nothing to pick for.
    const stranger = await walletSignIn(t.app);
    expect((await pick({ key: 'selected-sidekx', value: ',,', id: me.id }, stranger.token)).status).toBe(404);
    expect(await storedOf(me.id)).toEqual(before);
    expect(await storedOf(other.id)).toBeNull();
  }, 60_000);
});

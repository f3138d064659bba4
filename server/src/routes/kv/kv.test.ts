import { afterAll, afterEach, describe, expect, setSystemTime, test } from 'bun:test';
import { and, eq, sql } from 'drizzle-orm';
import { coolScoreEvents, kvEntries, profiles } from '../../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { jsonInit, registration, walletSignIn } from '../../../test/sign-in.ts';

const { app, deps, close } = await createTestApp();
const db = deps.database.db;
afterAll(close);
afterEach(() => setSystemTime());

const save = (body: unknown, token?: string) => app.request('/api/profile/kv', jsonInit('POST', body, token));
const saved = async (body: Array<{ key: string; value: string | number }>, token: string) => {
  const res = await client(app, token).api.profile.kv.$post({ json: body });
  expect(res.status).toBe(200);
  return (await bodyOf(res, 200)).data;
};

/** A signed-in, registered player and their profile id. */
async function player() {
  const signedIn = await walletSignIn(app);
  const res = await client(app, signedIn.token).api.profile.register.$post({ json: registration(signedIn.wallet) });
  return { ...signedIn, id: (await bodyOf(res, 201)).id };
}

const rowsOf = (id: number) => db.select().from(kvEntries).where(eq(kvEntries.profile_id, id));

/** Moves a key's first write (and its last, unless told otherwise) into the past, as if the player had been clicking for a while. */
const age = (id: number, key: string, seconds: number, lastSeconds = seconds) =>
  db
    .update(kvEntries)
    .set({ created: sql`now() - make_interval(secs => ${seconds})`, updated: sql`now() - make_interval(secs => ${lastSeconds})` })
    .where(and(eq(kvEntries.profile_id, id), eq(kvEntries.key, key)));

describe('POST /api/profile/kv', () => {
  test('stores a batch and answers the values as stored; counts are clamped to their caps', async () => {
    const me = await player();
    const first = await saved([{ key: 'read-intro', value: 1 }, { key: 'entrypoint', value: '/imx' }, { key: 'tada', value: '3' }, { key: 'cooldle-result', value: 42.5 }], me.token);
    expect(first).toEqual([{ key: 'read-intro', value: 1 }, { key: 'entrypoint', value: '/imx' }, { key: 'tada', value: 3 }, { key: 'cooldle-result', value: 42.5 }]);
    await age(me.id, 'tada', 60);
    await age(me.id, 'read-intro', 60);
    expect(await saved([{ key: 'tada', value: 99 }, { key: 'read-intro', value: 7 }, { key: 'side', value: 'shadow wolves' }], me.token)).toEqual([
      { key: 'tada', value: 5 },
      { key: 'read-intro', value: 1 },
      { key: 'side', value: 'shadow wolves' },
    ]);
    // A repeated key: the last one wins.
    expect(await saved([{ key: 'entrypoint', value: '/a' }, { key: 'entrypoint', value: '/b' }], me.token)).toEqual([{ key: 'entrypoint', value: '/b' }]);
  });

  test('filling a board to its cap is a milestone: cool points once, recorded as an event', async () => {
    const me = await player();
    const milestones = () => db.select().from(coolScoreEvents).where(and(eq(coolScoreEvents.profile_id, me.id), eq(coolScoreEvents.source, 'milestone')));
    await saved([{ key: 'tada', value: 4 }], me.token);
    expect(await milestones()).toHaveLength(0);
    await age(me.id, 'tada', 60);
    await saved([{ key: 'tada', value: 5 }, { key: 'read-intro', value: 1 }], me.token);
    await saved([{ key: 'tada', value: 9 }], me.token);
    // tada reached its cap of 5 once; read-intro is not a board, so it earns nothing.
    expect((await milestones()).map((e) => [e.source_id, e.points, e.label])).toEqual([['tada', 25, 'Tada Expert: all 5 done']]);
  });

  test('an unknown key is 400 and nothing of its batch is written', async () => {
    const me = await player();
    const before = await rowsOf(me.id);
    const res = await save([{ key: 'acorns', value: 2 }, { key: 'gold-coins', value: 1 }, { key: 'entrypoint', value: '/x' }], me.token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Unknown key: gold-coins' });
    expect(await rowsOf(me.id)).toEqual(before);
  });

  test('the Sidekx choice is refused here (it names tokens; POST /api/journeys/sidekx checks them)', async () => {
    const me = await player();
    const before = await rowsOf(me.id);
    const res = await save([{ key: 'acorns', value: 1 }, { key: 'selected-sidekx', value: '1,2,3' }], me.token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'selected-sidekx is saved through /api/journeys/sidekx' });
    expect(await rowsOf(me.id)).toEqual(before);
  });

  test('bad values and bodies are 400, never 500, and write nothing', async () => {
    const me = await player();
    const cases: Array<[unknown, string]> = [
      [[{ key: 'acorns', value: -1 }], 'acorns must be a whole number of 0 or more'],
      [[{ key: 'acorns', value: 1.5 }], 'acorns must be a whole number of 0 or more'],
      [[{ key: 'torch-click', value: 'lots' }], 'torch-click must be a whole number of 0 or more'],
      [[{ key: 'side', value: 'the moon' }], 'side must be a whole number of 0 or more'],
      [[{ key: 'entrypoint', value: 'x'.repeat(201) }], 'Maximum length of entrypoint exceeded'],
    ];
    for (const [body, error] of cases) {
      const res = await save(body, me.token);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error });
    }
    for (const body of [{ key: 'acorns', value: 1 }, [{ key: 'acorns' }], [{ key: 'acorns', value: null }], Array.from({ length: 51 }, () => ({ key: 'acorns', value: 1 }))]) {
      const res = await save(body, me.token);
      expect(res.status).toBe(400);
      expect(typeof ((await res.json()) as { error: string }).error).toBe('string');
    }
    const bad = await app.request('/api/profile/kv', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${me.token}` }, body: '[{' });
    expect(bad.status).toBe(400);
    expect((await rowsOf(me.id)).filter((r) => r.key !== 'entrypoint' && r.key !== 'acorns')).toHaveLength(0);
    expect((await rowsOf(me.id)).map((r) => r.key)).not.toContain('acorns');
  });

  test('no session is 401, a session without a profile 404', async () => {
    const none = await save([{ key: 'tada', value: 1 }]);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ error: 'Token not present' });
    const stranger = await walletSignIn(app);
    const res = await save([{ key: 'tada', value: 1 }], stranger.token);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'User not found' });
  });

  test('a count never decreases: a stale smaller count from another tab keeps the stored one', async () => {
    const me = await player();
    expect(await saved([{ key: 'wall-clicks', value: 12 }], me.token)).toEqual([{ key: 'wall-clicks', value: 12 }]);
    expect(await saved([{ key: 'wall-clicks', value: 4 }], me.token)).toEqual([{ key: 'wall-clicks', value: 12 }]);
    expect(await saved([{ key: 'wall-clicks', value: 0 }], me.token)).toEqual([{ key: 'wall-clicks', value: 12 }]);
  });

  test('the human-rate rule: about 15 clicks a second since the last increase, the excess clamped', async () => {
    const me = await player();
    const t0 = Date.now();
    setSystemTime(new Date(t0));
    // The first write: a burst of 15 at most.
    expect(await saved([{ key: 'torch-click', value: 40 }], me.token)).toEqual([{ key: 'torch-click', value: 15 }]);
    // At the same instant nothing more: a flood of requests gains nothing.
    expect(await saved([{ key: 'torch-click', value: 40 }], me.token)).toEqual([{ key: 'torch-click', value: 15 }]);
    setSystemTime(new Date(t0 + 1000));
    expect(await saved([{ key: 'torch-click', value: 40 }], me.token)).toEqual([{ key: 'torch-click', value: 30 }]);
    // The clock of the last increase moved, so one second later the burst plus one second's worth.
    setSystemTime(new Date(t0 + 1500));
    expect(await saved([{ key: 'torch-click', value: 40 }], me.token)).toEqual([{ key: 'torch-click', value: 37 }]);
    setSystemTime(new Date(t0 + 10_000));
    expect(await saved([{ key: 'torch-click', value: 48 }], me.token)).toEqual([{ key: 'torch-click', value: 48 }]);
    const [row] = await db.select().from(kvEntries).where(and(eq(kvEntries.profile_id, me.id), eq(kvEntries.key, 'torch-click')));
    expect(row!.updated.getTime()).toBe(t0 + 10_000);
    // A write that changes nothing leaves the time of the last increase alone.
    setSystemTime(new Date(t0 + 20_000));
    await saved([{ key: 'torch-click', value: 3 }], me.token);
    const [after] = await db.select().from(kvEntries).where(and(eq(kvEntries.profile_id, me.id), eq(kvEntries.key, 'torch-click')));
    expect(after!.updated.getTime()).toBe(t0 + 10_000);
  });

  test("a player's counts share one allowance: ten boards sent at their caps every second gain 15 a second together, not 150", async () => {
    const me = await player();
    // Registration's own writes, pinned to one instant that the clock then starts from.
    const t0 = new Date(Math.floor(Date.now() / 1000) * 1000);
    await db.update(kvEntries).set({ created: t0, updated: t0 }).where(eq(kvEntries.profile_id, me.id));
    const boards = ['torch-click', 'balloon-clicks', 'bird-chirp', 'frog-croak', 'wall-clicks', 'acorns', 'tada', 'chugs-skating', 'tickle-monitor', 'found-chugs'];
    const sums: number[] = [];
    for (let second = 0; second < 4; second++) {
      setSystemTime(new Date(t0.getTime() + second * 1000));
      const entries = await saved(boards.map((key) => ({ key, value: 50 })), me.token);
      sums.push(entries.reduce((sum, e) => sum + (e.value as number), 0));
    }
    // The first write a burst (less what registration counted), then 15 a second for all of them together.
    expect(sums.slice(1).map((sum, i) => sum - sums[i]!)).toEqual([15, 15, 15]);
    expect(sums[0]).toBeLessThanOrEqual(15);
    const points = await db.select().from(coolScoreEvents).where(and(eq(coolScoreEvents.profile_id, me.id), eq(coolScoreEvents.source, 'milestone')));
    // Per key alone, all ten boards (250 points) were full by now.
    expect(points.length).toBeLessThanOrEqual(3);
  });

  test('a count first written years ago still grows: its allowance since then does not overflow', async () => {
    const me = await player();
    await saved([{ key: 'torch-click', value: 3 }, { key: 'tada', value: 1 }], me.token);
    const fiveYears = 5 * 365 * 86_400;
    // Both writes long ago; and a first write long ago with the last one a minute ago.
    await age(me.id, 'torch-click', fiveYears);
    await age(me.id, 'tada', fiveYears, 60);
    expect(await saved([{ key: 'torch-click', value: 20 }, { key: 'tada', value: 4 }], me.token)).toEqual([
      { key: 'torch-click', value: 20 },
      { key: 'tada', value: 4 },
    ]);
  });

  test('200 concurrent writes of increasing counts never pass the cap and end exactly at it', async () => {
    const me = await player();
    await saved([{ key: 'balloon-clicks', value: 0 }], me.token);
    await age(me.id, 'balloon-clicks', 3600);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => saved([{ key: 'balloon-clicks', value: i + 1 }], me.token)));
    for (const [entry] of answers) expect(entry!.value as number).toBeLessThanOrEqual(50);
    expect(await saved([{ key: 'balloon-clicks', value: 0 }], me.token)).toEqual([{ key: 'balloon-clicks', value: 50 }]);
  }, 30_000);

  test('200 concurrent writes at one instant gain no more than one burst', async () => {
    const me = await player();
    setSystemTime(new Date());
    const answers = await Promise.all(Array.from({ length: 200 }, () => saved([{ key: 'frog-croak', value: 50 }], me.token)));
    for (const [entry] of answers) expect(entry!.value as number).toBeLessThanOrEqual(15);
    const [row] = await db.select().from(kvEntries).where(and(eq(kvEntries.profile_id, me.id), eq(kvEntries.key, 'frog-croak')));
    expect(row!.value).toBe('15');
    expect((await db.select().from(profiles).where(eq(profiles.id, me.id))).length).toBe(1);
  }, 30_000);
});

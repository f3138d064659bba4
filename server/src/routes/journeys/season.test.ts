import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { kvEntries } from '../../../../db/schema/index.ts';
import { seedJourneys } from '../../../../db/seed/journeys.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { complete, journeysTestApp } from '../../../test/journeys.ts';
import { jsonInit } from '../../../test/sign-in.ts';
import { authed, registeredPlayer } from '../../../test/wearables.ts';

let t: Awaited<ReturnType<typeof journeysTestApp>>;
beforeAll(async () => {
  t = await journeysTestApp();
  await seedJourneys(t.db);
}, 60_000);
afterAll(() => t.close());

/** The right body for each seeded task, by slug-ish title. */
const BODIES: Record<string, Parameters<typeof complete>[3]> = {
  "Ardi's riddle": { answer: 'Sapphire Town' },
  'Your signature look': { choice: 'Daring' },
  'Catch a show': { interaction: 'like' },
  'What hums in the corner?': { answer: 'The old monitor' },
  'Your first project': { choice: 'A kite that hums' },
};

describe('the seeded first season', () => {
  test('a new explorer can play it through: each journey opens the next, and the score adds up', async () => {
    const me = await registeredPlayer(t.app, 20000);
    // Entering the town makes the explorer avatar with its starting outfit (Trail Boots included).
    expect((await t.app.request('/api/profile/bootstrap', authed(me.token))).status).toBe(200);
    const kv = (entries: Array<{ key: string; value: number }>) => t.app.request('/api/profile/kv', jsonInit('POST', entries, me.token));
    expect((await kv([{ key: 'frog-croak', value: 5 }, { key: 'tickle-monitor', value: 1 }, { key: 'acorns', value: 3 }])).status).toBe(200);

    const season = await bodyOf(await client(t.api, me.token).api.journeys.$get(), 200);
    expect(season.map((j) => [j.name, j.status])).toEqual([
      ['Welcome to Town', 'open'],
      ['The Fashion Trail', 'locked'],
      ['Into the Workshop', 'locked'],
    ]);
    const messages: string[] = [];
    for (const journey of season) {
      for (const task of journey.tasks) {
        const res = await complete(t.api, task.id, me.token, BODIES[task.title] ?? {});
        expect({ task: task.title, status: res.status }).toEqual({ task: task.title, status: 200 });
        messages.push(...(await bodyOf(res, 200)).unlocked.map((u) => u.message));
      }
    }
    expect(messages).toEqual(['The Fashion Trail unlocked!', 'Into the Workshop unlocked!']);
    const after = await bodyOf(await client(t.api, me.token).api.journeys.$get(), 200);
    expect(after.map((j) => j.status)).toEqual(['completed', 'completed', 'completed']);

    const points = after.reduce((sum, j) => sum + j.score + j.tasks.reduce((s, x) => s + x.score, 0), 0);
    const score = await bodyOf(await client(t.api).api.profile.coolscore.$get({ query: { address: me.wallet } }), 200);
    // Tasks and journeys give their points; a task tag that fills a board (found-chugs is 1 of 1) is a milestone.
    const part = (source: string) => score.components.find((c) => c.source === source)?.points ?? 0;
    expect(part('task') + part('journey')).toBe(points);
    expect(part('milestone')).toBe(25);
    expect(score.score).toBe(points + part('milestone'));
    // The workshop riddle's tag.
    const [flag] = await t.db.select({ value: kvEntries.value }).from(kvEntries).where(and(eq(kvEntries.profile_id, me.id), eq(kvEntries.key, 'monitor-available')));
    expect(flag?.value).toBe('1');
  }, 60_000);
});

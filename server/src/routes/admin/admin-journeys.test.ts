import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { desc, eq } from 'drizzle-orm';
import { adminLog, journeyLinks, journeyTasks, traits } from '../../../../db/schema/index.ts';
import { adminCall, adminTestApp } from '../../../test/admin.ts';
import { makesLoop } from '../../admin/journeys.ts';
import { errorOf } from '../../../test/wearables.ts';

let t: Awaited<ReturnType<typeof adminTestApp>>;
beforeAll(async () => {
  t = await adminTestApp();
}, 60_000);
afterAll(() => t.close());

type Journey = { id: number; slug: string; name: string; sort_order: number; score: number; season: number };
type Task = { id: number; journey_id: number; kind: string; title: string; payload: unknown; tags: string[]; sort_order: number };
const lastLog = async () => (await t.db.select().from(adminLog).orderBy(desc(adminLog.id)).limit(1))[0];
const call = async <T>(method: string, path: string, body?: unknown, status = 200) => {
  const res = await adminCall(t.app, method, path, body);
  const json = (await res.json()) as T & { error?: string };
  expect([path, res.status, json.error]).toEqual([path, status, undefined]);
  return json as T;
};
/** Each request fails with `status` and a clear error; nothing is recorded. */
const refused = async (cases: Array<[string, string, unknown, number, string?]>) => {
  const logged = await t.db.$count(adminLog);
  for (const [method, path, body, status, error] of cases) {
    const res = await adminCall(t.app, method, path, body);
    const message = await errorOf(res);
    expect([method, path, JSON.stringify(body), res.status]).toEqual([method, path, JSON.stringify(body), status]);
    if (error) expect(message).toContain(error);
  }
  expect(await t.db.$count(adminLog)).toBe(logged);
};

describe('admin journeys and tasks', () => {
  let a: Journey;
  let b: Journey;
  let riddle: Task;

  test('journeys are created at the end of the list and recorded', async () => {
    a = await call<Journey>('POST', '/journeys', { name: 'Harbour Lights', description: 'Down by the pier.', score: 30 }, 201);
    b = await call<Journey>('POST', '/journeys', { name: 'Night Market', slug: 'night-market' }, 201);
    expect(a).toMatchObject({ name: 'Harbour Lights', score: 30, season: 1, slug: expect.stringMatching(/^harbour-lights-/) });
    expect(b.sort_order).toBe(a.sort_order + 1);
    expect(await lastLog()).toMatchObject({ action: 'journey.create', target: `journey:${b.id}` });
    const renamed = await call<Journey>('PATCH', `/journeys/${a.id}`, { name: 'Harbour Lights at Dusk', score: 35 });
    expect(renamed).toMatchObject({ id: a.id, name: 'Harbour Lights at Dusk', score: 35, slug: a.slug });
    expect(await lastLog()).toMatchObject({ action: 'journey.update', details: { name: 'Harbour Lights at Dusk', score: 35 } });
  }, 60_000);

  test("tasks are checked against their kind's settings, tags and the trait catalogue", async () => {
    riddle = await call<Task>('POST', `/journeys/${a.id}/tasks`, { kind: 'riddle', title: 'What has a face but no eyes?', payload: { answers: ['A clock'] }, tags: ['torch-click'], score: 10 }, 201);
    expect(riddle).toMatchObject({ journey_id: a.id, kind: 'riddle', payload: { answers: ['A clock'] }, tags: ['torch-click'], sort_order: 1 });
    expect(await lastLog()).toMatchObject({ action: 'task.create', target: `task:${riddle.id}` });
    const [trait] = await t.db.select({ name: traits.name }).from(traits).limit(1);
    const own = await call<Task>('POST', `/journeys/${a.id}/tasks`, { kind: 'own-trait', title: 'Find it', payload: { trait: trait!.name } }, 201);
    expect(own.sort_order).toBe(2);
    const [stored] = await t.db.select({ slug: journeyTasks.slug }).from(journeyTasks).where(eq(journeyTasks.id, riddle.id));
    await refused([
      ['POST', `/journeys/${a.id}/tasks`, { kind: 'riddle', title: 'No answers', payload: {} }, 400, 'payload.answers'],
      ['POST', `/journeys/${a.id}/tasks`, { kind: 'dance', title: 'Dance', payload: {} }, 400, 'kind must be one of'],
      ['POST', `/journeys/${a.id}/tasks`, { kind: 'own-trait', title: 'Find', payload: { trait: 'No Such Hat' } }, 400, 'Unknown trait name: No Such Hat'],
      ['POST', `/journeys/${a.id}/tasks`, { kind: 'riddle', title: 'Tag', payload: { answers: ['x'] }, tags: ['age-consent'] }, 400, 'tags'],
      ['POST', `/journeys/${a.id}/tasks`, { kind: 'progress', title: 'Too many', payload: { key: 'acorns', value: 99 } }, 400, 'payload'],
      ['POST', `/journeys/${a.id}/tasks`, { kind: 'riddle', title: 'Dup', payload: { answers: ['x'] }, slug: stored!.slug }, 409, 'Slug already in use'],
      ['POST', '/journeys/999999/tasks', { kind: 'riddle', title: 'Lost', payload: { answers: ['x'] } }, 404, 'Journey not found'],
      ['PATCH', `/tasks/${riddle.id}`, { kind: 'choice' }, 400, 'payload.options'],
      ['PATCH', `/tasks/${riddle.id}`, {}, 400],
      ['PATCH', '/tasks/999999', { title: 'x' }, 404, 'Task not found'],
    ]);
    const changed = await call<Task>('PATCH', `/tasks/${riddle.id}`, { kind: 'choice', payload: { options: ['Left', 'Right'] }, title: 'Pick a path' });
    expect(changed).toMatchObject({ id: riddle.id, kind: 'choice', title: 'Pick a path', payload: { options: ['Left', 'Right'] }, tags: ['torch-click'] });
    expect(await lastLog()).toMatchObject({ action: 'task.update', target: `task:${riddle.id}` });
  }, 60_000);

  test('unlock links are made, changed and removed; loops, self links and unknown journeys are refused', async () => {
    const link = await call<{ journey_id: number; target_journey_id: number; unlock_submission_threshold: number }>('PUT', `/journeys/${a.id}/unlocks/${b.id}`, { unlock_submission_threshold: 1 });
    expect(link).toEqual({ journey_id: a.id, target_journey_id: b.id, unlock_submission_threshold: 1 });
    await call('PUT', `/journeys/${a.id}/unlocks/${b.id}`, { unlock_submission_threshold: 2 });
    expect(await lastLog()).toMatchObject({ action: 'journey.unlock', details: { unlock_submission_threshold: 2 } });
    await refused([
      ['PUT', `/journeys/${b.id}/unlocks/${a.id}`, { unlock_submission_threshold: 1 }, 400, 'loop'],
      ['PUT', `/journeys/${a.id}/unlocks/${a.id}`, { unlock_submission_threshold: 1 }, 400, 'cannot unlock itself'],
      ['PUT', `/journeys/${a.id}/unlocks/999999`, { unlock_submission_threshold: 1 }, 404, 'Journey not found'],
      ['PUT', `/journeys/${a.id}/unlocks/${b.id}`, { unlock_submission_threshold: 0 }, 400],
      ['DELETE', `/journeys/${b.id}/unlocks/${a.id}`, undefined, 404, 'Link not found'],
      ['PATCH', '/journeys/999999', { name: 'x' }, 404],
      ['PATCH', `/journeys/${a.id}`, { slug: 'x' }, 400],
      ['POST', '/journeys', { name: 'Dup', slug: 'night-market' }, 409],
      ['POST', '/journeys', { name: '' }, 400, 'name is required'],
    ]);
    const list = await call<Array<Journey & { tasks: Task[]; unlocks: unknown[] }>>('GET', '/journeys');
    expect(list.find((j) => j.id === a.id)).toMatchObject({ tasks: [{ id: riddle.id }, { kind: 'own-trait' }], unlocks: [{ journey_id: b.id, unlock_submission_threshold: 2 }] });
    await call('DELETE', `/journeys/${a.id}/unlocks/${b.id}`);
    expect(await lastLog()).toMatchObject({ action: 'journey.unlink', target: `journey:${a.id}` });
    expect(await t.db.$count(journeyLinks)).toBe(0);
  }, 60_000);

  test('makesLoop follows chains of unlocks', () => {
    const links = [{ journey_id: 1, target_journey_id: 2 }, { journey_id: 2, target_journey_id: 3 }];
    expect(makesLoop(links, 3, 1)).toBe(true);
    expect(makesLoop(links, 1, 3)).toBe(false);
    expect(makesLoop(links, 4, 1)).toBe(false);
  });
});

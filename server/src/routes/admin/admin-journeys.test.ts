import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { desc, eq } from 'drizzle-orm';
import { adminLog, journeyLinks, journeyTasks, traits } from '../../../../db/schema/index.ts';
import { adminApi, adminCall, adminTestApp } from '../../../test/admin.ts';
import type { AnyResponse, BodyAt } from '../../../test/client.ts';
import { makesLoop } from '../../admin/journeys.ts';
import { errorOf } from '../../../test/wearables.ts';

let t: Awaited<ReturnType<typeof adminTestApp>>;
beforeAll(async () => {
  t = await adminTestApp();
}, 60_000);
afterAll(() => t.close());

const lastLog = async () => (await t.db.select().from(adminLog).orderBy(desc(adminLog.id)).limit(1))[0];
const admin = () => adminApi(t.app);
/** The answer of a typed admin call that must succeed with `status`: a refusal fails the test with its error. */
const answer = async <R extends AnyResponse, const S extends number>(path: string, res: R, status: S & R['status']) => {
  const body = (await res.json()) as BodyAt<R, S>;
  expect([path, res.status, (body as { error?: string }).error]).toEqual([path, status, undefined]);
  return body;
};
const id = (n: number) => ({ id: String(n) });
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
  type Api = ReturnType<typeof admin>;
  const createJourney = async (json: Parameters<Api['journeys']['$post']>[0]['json']) => answer('/journeys', await admin().journeys.$post({ json }), 201);
  const createTask = async (journeyId: number, json: Parameters<Api['journeys'][':id']['tasks']['$post']>[0]['json']) =>
    answer(`/journeys/${journeyId}/tasks`, await admin().journeys[':id'].tasks.$post({ param: id(journeyId), json }), 201);
  let a: Awaited<ReturnType<typeof createJourney>>;
  let b: typeof a;
  let riddle: Awaited<ReturnType<typeof createTask>>;

  test('journeys are created at the end of the list and recorded', async () => {
    a = await createJourney({ name: 'Harbour Lights', description: 'Down by the pier.', score: 30 });
    b = await createJourney({ name: 'Night Market', slug: 'night-market' });
    expect(a).toMatchObject({ name: 'Harbour Lights', score: 30, season: 1, slug: expect.stringMatching(/^harbour-lights-/) });
    expect(b.sort_order).toBe(a.sort_order + 1);
    expect(await lastLog()).toMatchObject({ action: 'journey.create', target: `journey:${b.id}` });
    const renamed = await answer(`/journeys/${a.id}`, await admin().journeys[':id'].$patch({ param: id(a.id), json: { name: 'Harbour Lights at Dusk', score: 35 } }), 200);
    expect(renamed).toMatchObject({ id: a.id, name: 'Harbour Lights at Dusk', score: 35, slug: a.slug });
    expect(await lastLog()).toMatchObject({ action: 'journey.update', details: { name: 'Harbour Lights at Dusk', score: 35 } });
  }, 60_000);

  test("tasks are checked against their kind's settings, tags and the trait catalogue", async () => {
    riddle = await createTask(a.id, { kind: 'riddle', title: 'What has a face but no eyes?', payload: { answers: ['A clock'] }, tags: ['torch-click'], score: 10 });
    expect(riddle).toMatchObject({ journey_id: a.id, kind: 'riddle', payload: { answers: ['A clock'] }, tags: ['torch-click'], sort_order: 1 });
    expect(await lastLog()).toMatchObject({ action: 'task.create', target: `task:${riddle.id}` });
    const [trait] = await t.db.select({ name: traits.name }).from(traits).limit(1);
    const own = await createTask(a.id, { kind: 'own-trait', title: 'Find it', payload: { trait: trait!.name } });
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
      ['PATCH', `/tasks/${riddle.id}`, { reward_trait_ids: [999999] }, 400, 'Unknown trait id: 999999'],
      ['PATCH', `/tasks/${riddle.id}`, { reward_trait_ids: [0] }, 400, 'reward_trait_ids must be at least 1'],
      ['PATCH', `/tasks/${riddle.id}`, { reward_trait_ids: 'hat' }, 400, 'reward_trait_ids must be a list'],
    ]);
    const [reward] = await t.db.select({ id: traits.id }).from(traits).limit(1);
    const rewarded = await answer(`/tasks/${riddle.id}`, await admin().tasks[':id'].$patch({ param: id(riddle.id), json: { reward_trait_ids: [reward!.id] } }), 200);
    expect(rewarded.reward_trait_ids).toEqual([reward!.id]);
    const changed = await answer(`/tasks/${riddle.id}`, await admin().tasks[':id'].$patch({ param: id(riddle.id), json: { kind: 'choice', payload: { options: ['Left', 'Right'] }, title: 'Pick a path' } }), 200);
    expect(changed).toMatchObject({ id: riddle.id, kind: 'choice', title: 'Pick a path', payload: { options: ['Left', 'Right'] }, tags: ['torch-click'] });
    expect(await lastLog()).toMatchObject({ action: 'task.update', target: `task:${riddle.id}` });
  }, 60_000);

  test('unlock links are made, changed and removed; loops, self links and unknown journeys are refused', async () => {
    const unlocks = admin().journeys[':id'].unlocks[':target'];
    const between = { id: String(a.id), target: String(b.id) };
    const link = await answer(`/journeys/${a.id}/unlocks/${b.id}`, await unlocks.$put({ param: between, json: { unlock_submission_threshold: 1 } }), 200);
    expect(link).toEqual({ journey_id: a.id, target_journey_id: b.id, unlock_submission_threshold: 1 });
    await answer(`/journeys/${a.id}/unlocks/${b.id}`, await unlocks.$put({ param: between, json: { unlock_submission_threshold: 2 } }), 200);
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
    const list = await answer('/journeys', await admin().journeys.$get(), 200);
    expect(list.find((j) => j.id === a.id)).toMatchObject({ tasks: [{ id: riddle.id }, { kind: 'own-trait' }], unlocks: [{ journey_id: b.id, unlock_submission_threshold: 2 }] });
    await answer(`/journeys/${a.id}/unlocks/${b.id}`, await unlocks.$delete({ param: between }), 200);
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

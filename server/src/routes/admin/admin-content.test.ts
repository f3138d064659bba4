import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { desc } from 'drizzle-orm';
import { adminLog, news, terms } from '../../../../db/schema/index.ts';
import { adminApi, adminCall, adminTestApp } from '../../../test/admin.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { errorOf } from '../../../test/wearables.ts';

let t: Awaited<ReturnType<typeof adminTestApp>>;
beforeAll(async () => {
  t = await adminTestApp();
}, 60_000);
afterAll(() => t.close());

const lastLog = async () => (await t.db.select().from(adminLog).orderBy(desc(adminLog.id)).limit(1))[0];
const publicNews = async () => bodyOf(await client(t.app).api.news.$get(), 200);
const item = { name: 'Lantern night', description: 'Bring a lantern to the square.', thumbnail_url: '/news/lanterns.svg' };

describe('news', () => {
  test('create, update and delete, each recorded, each seen by GET /api/news', async () => {
    const created = await adminApi(t.app).news.$post({ json: item });
    expect(created.status).toBe(201);
    const one = await bodyOf(created, 201);
    expect(one).toMatchObject({ ...item, slug: expect.stringMatching(/^lantern-night-/) });
    expect((await publicNews()).map((n) => n.id)).toContain(one.id);
    expect(await lastLog()).toMatchObject({ action: 'news.create', target: `news:${one.id}` });

    const updated = await adminCall(t.app, 'PATCH', `/news/${one.id}`, { name: 'Lantern night moved', thumbnail_url: 'https://example.com/l.png' });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ id: one.id, name: 'Lantern night moved', description: item.description, thumbnail_url: 'https://example.com/l.png' });
    expect(await lastLog()).toMatchObject({ action: 'news.update', target: `news:${one.id}`, details: { name: 'Lantern night moved' } });

    const deleted = await adminCall(t.app, 'DELETE', `/news/${one.id}`);
    expect([deleted.status, await deleted.json()]).toEqual([200, { deleted: one.id }]);
    expect((await publicNews()).map((n) => n.id)).not.toContain(one.id);
    expect(await lastLog()).toMatchObject({ action: 'news.delete', target: `news:${one.id}`, details: { name: 'Lantern night moved' } });
  }, 60_000);

  test('missing items are 404, bad input 400, a taken slug 409; none of them is recorded or changes anything', async () => {
    const { id } = await bodyOf(await adminApi(t.app).news.$post({ json: { ...item, slug: 'lanterns' } }), 201);
    const logged = await t.db.$count(adminLog);
    const rows = await t.db.select().from(news);
    const answers = [
      [await adminCall(t.app, 'PATCH', '/news/999999', { name: 'x' }), 404],
      [await adminCall(t.app, 'DELETE', '/news/999999'), 404],
      [await adminCall(t.app, 'DELETE', '/news/abc'), 404],
      [await adminCall(t.app, 'PATCH', `/news/${id}`, {}), 400],
      [await adminCall(t.app, 'PATCH', `/news/${id}`, { name: '' }), 400],
      [await adminCall(t.app, 'PATCH', `/news/${id}`, { slug: 'other' }), 400],
      [await adminCall(t.app, 'POST', '/news', { ...item, thumbnail_url: 'javascript:alert(1)' }), 400],
      [await adminCall(t.app, 'POST', '/news', { ...item, thumbnail_url: '//evil.example/x.png' }), 400],
      [await adminCall(t.app, 'POST', '/news', { name: 'No description', thumbnail_url: '/x.svg' }), 400],
      [await adminCall(t.app, 'POST', '/news', { ...item, slug: 'Bad Slug' }), 400],
      [await adminCall(t.app, 'POST', '/news', { ...item, slug: 'lanterns' }), 409],
    ] as const;
    for (const [res, status] of answers) expect([res.status, typeof (await errorOf(res))]).toEqual([status, 'string']);
    expect(await t.db.$count(adminLog)).toBe(logged);
    expect(await t.db.select().from(news)).toEqual(rows);
  }, 60_000);
});

describe('terms', () => {
  test('a new version becomes the terms shown; it is recorded by version and size', async () => {
    const res = await adminCall(t.app, 'POST', '/terms', { version: '2027-01-01', content: 'Be kind.\n\nPlay fair.' });
    expect(res.status).toBe(201);
    const shown = await bodyOf(await client(t.app).api.terms.$get(), 200);
    expect(shown.data).toEqual({ content: 'Be kind.\n\nPlay fair.', version: '2027-01-01' });
    expect(await lastLog()).toMatchObject({ action: 'terms.create', target: 'terms:2027-01-01', details: { version: '2027-01-01', length: 20 } });
  }, 60_000);

  test('a version that exists is 409, empty content 400; nothing is recorded', async () => {
    const logged = await t.db.$count(adminLog);
    const count = await t.db.$count(terms);
    const taken = await adminCall(t.app, 'POST', '/terms', { version: '2027-01-01', content: 'Other' });
    expect([taken.status, await errorOf(taken)]).toEqual([409, 'Terms version already exists']);
    expect((await adminCall(t.app, 'POST', '/terms', { version: '2027-02-01', content: ' ' })).status).toBe(400);
    expect([await t.db.$count(adminLog), await t.db.$count(terms)]).toEqual([logged, count]);
  }, 60_000);
});

import { afterAll, describe, expect, test } from 'bun:test';
import { seedDemoContent } from '../../demo-seed.ts';
import { news, terms } from '../../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { bodyOf, client } from '../../../test/client.ts';

const { app, deps, close } = await createTestApp();
afterAll(close);

describe('content', () => {
  test('terms 404 with { error } before any are stored', async () => {
    const res = await app.request('/api/terms');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Terms not found' });
  });

  test('news is an empty list before any is stored', async () => {
    const res = await app.request('/api/news');
    expect(await res.json()).toEqual([]);
  });

  test('terms answer {status, data.content} with the newest version', async () => {
    await seedDemoContent(deps.database.db);
    await deps.database.db.insert(terms).values({ version: '2099-01-01', content: 'Newer terms', created_at: new Date('2099-01-01') });
    const res = await app.request('/api/terms');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 200, data: { content: 'Newer terms', version: '2099-01-01' } });
  });

  test('news comes newest first with the spec fields', async () => {
    await deps.database.db.insert(news).values({ slug: 'fresh', name: 'Fresh', description: 'd', thumbnail_url: '/news/x.svg', created_at: new Date('2099-02-01') });
    const items = await bodyOf(await client(app).api.news.$get(), 200);
    expect(items[0]?.name).toBe('Fresh');
    const dates = items.map((i) => Date.parse(i.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(Object.keys(items[0]!).sort()).toEqual(['created_at', 'description', 'id', 'name', 'thumbnail_url']);
  });
});

import { afterAll, describe, expect, test } from 'bun:test';
import { profiles } from '../../../../db/schema/index.ts';
import { createTestApp } from '../../testing.ts';

const { app, deps, close } = await createTestApp();
afterAll(close);

await deps.database.db.insert(profiles).values([
  { wallet: '0x'.padEnd(42, 'a'), wallet_type: 'injected', email: 'secret@example.com', username: 'Wanderer', slug: 'wanderer', safeword: 'pineapple', onboarded: true, avatar_token_id: 7 },
  { wallet: '0x'.padEnd(42, 'b'), wallet_type: 'injected', username: 'Halfway', slug: 'halfway', onboarded: false },
]);

describe('GET /api/users/:slug', () => {
  test('shows public fields only', async () => {
    const res = await app.request('/api/users/wanderer');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ username: 'Wanderer', slug: 'wanderer', avatar_token_id: 7 });
    const text = JSON.stringify(body);
    for (const secret of ['secret@example.com', 'pineapple', '0xaaaa']) expect(text).not.toContain(secret);
  });

  test('is case-insensitive', async () => {
    expect((await app.request('/api/users/WANDERER')).status).toBe(200);
  });

  test('unknown and not-yet-onboarded users are 404 User not found', async () => {
    for (const slug of ['nobody', 'halfway']) {
      const res = await app.request(`/api/users/${slug}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'User not found' });
    }
  });
});

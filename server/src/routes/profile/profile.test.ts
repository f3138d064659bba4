import { afterAll, describe, expect, test } from 'bun:test';
import { createTestApp } from '../../../test/app.ts';
import { jsonInit, registration, walletSignIn } from '../../../test/sign-in.ts';

const { app, close } = await createTestApp();
afterAll(close);

const OWN_KEYS = [
  'address', 'avatar_token_id', 'connections', 'data', 'email', 'email_verified', 'id', 'onboarded', 'providers', 'safeword', 'sapphire_town_explorer_token_id',
  'slug', 'subscriptions', 'username', 'wallet', 'wallet_type',
];
const PUBLIC_KEYS = ['avatar_token_id', 'id', 'sapphire_town_explorer_token_id', 'slug', 'username'];

// One registered player with a secret e-mail, safe word and progress, and one visitor.
const owner = await walletSignIn(app);
await app.request(
  '/api/profile/register',
  jsonInit('POST', registration(owner.wallet, { email: 'Owner.Secret@Example.com', name: 'Ownerly', data: [{ key: 'torch-click', value: 7 }, { key: 'side', value: 'shadow wolves' }] }), owner.token),
);
await app.request('/api/profile/update', jsonInit('POST', { safeword: 'pineapple' }, owner.token));
const visitor = await walletSignIn(app);
const get = (query: string, token?: string) => app.request(`/api/profile${query}`, jsonInit('GET', undefined, token));

describe('GET /api/profile', () => {
  test('its own session gets the full profile, values as stored', async () => {
    const res = await get(`?address=${owner.account.address}`, owner.token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(OWN_KEYS);
    expect(body).toMatchObject({ wallet: owner.wallet, address: owner.wallet, email: 'owner.secret@example.com', username: 'Ownerly', slug: 'ownerly', safeword: 'pineapple', onboarded: true, wallet_type: 'injected' });
    expect(body.subscriptions).toEqual({ general: false, product: false, merch: false });
    const byKey = Object.fromEntries(body.data.map((d: { key: string }) => [d.key, d]));
    expect(byKey['torch-click']).toMatchObject({ value: 7, type: 'number' });
    expect(byKey.side).toMatchObject({ value: 'shadow wolves', type: 'string' });
    expect(typeof byKey.side.id).toBe('number');
    expect(new Date(byKey.side.created).getTime()).toBeGreaterThan(0);
  });

  test('without an address, a session gets its own profile', async () => {
    expect((await (await get('', owner.token)).json()).email).toBe('owner.secret@example.com');
  });

  test('anyone else sees public fields only: never e-mail, safe word, wallet or data', async () => {
    for (const token of [undefined, visitor.token]) {
      const res = await get(`?address=${owner.wallet}`, token);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(Object.keys(body).sort()).toEqual(PUBLIC_KEYS);
      expect(body.username).toBe('Ownerly');
      const text = JSON.stringify(body);
      for (const secret of ['owner.secret', 'pineapple', owner.wallet.slice(2), 'shadow wolves']) expect(text).not.toContain(secret);
    }
  });

  test("a signed-in wallet without a profile is 404 'User not found'", async () => {
    const res = await get(`?address=${visitor.wallet}`, visitor.token);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'User not found' });
    expect((await get(`?address=${'0x'.padEnd(42, '9')}`)).status).toBe(404);
  });

  test('no address and no session is 401; a bad address is 400', async () => {
    expect((await get('')).status).toBe(401);
    const res = await get('?address=0xnothex');
    expect(res.status).toBe(400);
    expect(typeof (await res.json()).error).toBe('string');
  });
});

import { afterAll, afterEach, describe, expect, setSystemTime, test } from 'bun:test';
import { createTestApp } from '../../../test/app.ts';
import { emailSignIn, getNonce, jsonInit, registration, walletSignIn } from '../../../test/sign-in.ts';

const { app, close } = await createTestApp();
afterAll(close);
afterEach(() => setSystemTime());

/** Every route that needs a session, called with the given Authorization header (or none). */
function authenticatedCalls(wallet: string, authorization?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) };
  return [
    app.request(`/api/profile?address=${wallet}`, { headers }),
    app.request('/api/profile/register', { method: 'POST', headers, body: JSON.stringify(registration(wallet)) }),
    app.request('/api/profile/update', { method: 'POST', headers, body: JSON.stringify({ safeword: 'x' }) }),
    app.request('/api/profile/logout', { method: 'POST', headers }),
  ];
}

async function expectAll401(calls: Array<Response | Promise<Response>>, error: string) {
  for (const res of await Promise.all(calls)) {
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error });
  }
}

describe('sessions', () => {
  test('a live token works; after logout it is 401 on every authenticated route', async () => {
    const { token, wallet } = await walletSignIn(app);
    const registered = await app.request('/api/profile/register', jsonInit('POST', registration(wallet), token));
    expect(registered.status).toBe(201);
    expect((await app.request(`/api/profile?address=${wallet}`, jsonInit('GET', undefined, token))).status).toBe(200);
    const out = await app.request('/api/profile/logout', jsonInit('POST', undefined, token));
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ ok: true });
    await expectAll401(authenticatedCalls(wallet, `Bearer ${token}`), 'Token not present');
  });

  test('an e-mail session is revoked the same way', async () => {
    const { token, wallet } = await emailSignIn(app, 'leaving@example.com');
    expect((await app.request('/api/profile/logout', jsonInit('POST', undefined, token))).status).toBe(200);
    await expectAll401(authenticatedCalls(wallet, `Bearer ${token}`), 'Token not present');
  });

  test('a token is good for 30 days, then 401 everywhere with a clear message', async () => {
    const { token, wallet } = await walletSignIn(app);
    setSystemTime(new Date(Date.now() + 29 * 86_400_000));
    expect((await app.request('/api/profile/update', jsonInit('POST', {}, token))).status).toBe(404); // alive, just not registered
    setSystemTime(new Date(Date.now() + 1 * 86_400_000 + 60_000));
    await expectAll401(authenticatedCalls(wallet, `Bearer ${token}`), 'Session expired, please reload and try again.');
  });

  test('no token, an unknown token or a malformed header is 401 Token not present', async () => {
    const { wallet } = await walletSignIn(app);
    await expectAll401(authenticatedCalls(wallet).slice(1), 'Token not present');
    await expectAll401(authenticatedCalls(wallet, 'Bearer not-a-real-token'), 'Token not present');
    await expectAll401(authenticatedCalls(wallet, 'Basic dXNlcjpwYXNz'), 'Token not present');
    await expectAll401(authenticatedCalls(wallet, 'Bearer'), 'Token not present');
  });

  test('credentials in the URL are ignored: no ?token=, no ?signature=', async () => {
    const { token, wallet, account } = await walletSignIn(app);
    await app.request('/api/profile/register', jsonInit('POST', registration(wallet, { name: 'UrlTester' }), token));
    for (const path of [`/api/profile/update?token=${token}`, `/api/profile/logout?token=${token}&access_token=${token}`]) {
      const res = await app.request(path, jsonInit('POST', {}));
      expect(res.status).toBe(401);
    }
    // The spec's old address+signature query: a valid signature in the URL still shows public fields only.
    const { message } = await getNonce(app, wallet);
    const signature = await account.signMessage({ message });
    const res = await app.request(`/api/profile?address=${wallet}&signature=${signature}&token=${token}`);
    expect(res.status).toBe(200);
    expect(Object.keys(await res.json()).sort()).toEqual(['avatar_token_id', 'id', 'sapphire_town_explorer_token_id', 'slug', 'username']);
    // The token still works from the header: the URL did not spend or change anything.
    expect((await app.request(`/api/profile?address=${wallet}`, jsonInit('GET', undefined, token))).status).toBe(200);
  });
});

import { afterAll, describe, expect, test } from 'bun:test';
import { createTestApp } from '../../../test/app.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { emailSignIn, jsonInit, registration, walletSignIn } from '../../../test/sign-in.ts';

const { app, close } = await createTestApp();
afterAll(close);

const update = (body: unknown, token: string) => app.request('/api/profile/update', jsonInit('POST', body, token));

/** A signed-in, registered player. */
async function player(overrides: { email?: string; name?: string } = {}) {
  const signedIn = await walletSignIn(app);
  const res = await client(app, signedIn.token).api.profile.register.$post({ json: registration(signedIn.wallet, overrides) });
  const profile = await bodyOf(res, 201);
  return { ...signedIn, profile };
}

describe('POST /api/profile/update', () => {
  test("the settings form: safe word and the three newsletters ('0'/'1')", async () => {
    const me = await player();
    const res = await update({ id: me.profile.id, safeword: 'blue moon', generalNotifications: '1', productNotifications: '0', merchNotifications: '1' }, me.token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ safeword: 'blue moon', subscriptions: { general: true, product: false, merch: true } });
    const off = await (await update({ id: String(me.profile.id), generalNotifications: '0' }, me.token)).json();
    expect(off.subscriptions).toEqual({ general: false, product: false, merch: true });
    expect(off.safeword).toBe('blue moon');
  });

  test('e-mail, username and explorer change with the same rules as registration', async () => {
    const me = await player();
    const res = await update({ address: me.wallet, email: 'Changed.Mail@Example.com', name: 'Renamed1', sapphire_town_explorer_token_id: '40000' }, me.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: 'changed.mail@example.com', username: 'Renamed1', slug: 'renamed1', sapphire_town_explorer_token_id: 40000 });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ name: 'abc' }, 400, 'Minimum length of username not met'],
      [{ name: '' }, 400, 'Username not found'],
      [{ email: 'bad@mail' }, 400, 'Invalid email'],
      [{ sapphire_town_explorer_token_id: 5 }, 400, 'Choose an explorer: sapphire_town_explorer_token_id must be 10000, 20000, 30000 or 40000'],
      [{ safeword: 'x'.repeat(101) }, 400, 'Maximum length of safeword exceeded'],
      [{ name: 'Shop' }, 409, 'Username already in use'],
    ];
    for (const [body, status, error] of cases) {
      const answer = await update(body, me.token);
      expect(answer.status).toBe(status);
      expect(await answer.json()).toEqual({ error });
    }
  });

  test("someone else's e-mail or username is 409, case-insensitively", async () => {
    const other = await player({ email: 'other.player@example.com', name: 'OtherPlayer' });
    const me = await player();
    expect(other.profile.username).toBe('OtherPlayer');
    const mail = await update({ email: 'OTHER.player@example.com' }, me.token);
    expect(mail.status).toBe(409);
    expect(await mail.json()).toEqual({ error: 'Email already registered' });
    const name = await update({ name: 'otherPLAYER' }, me.token);
    expect(name.status).toBe(409);
    expect(await name.json()).toEqual({ error: 'Username already in use' });
    // Keeping one's own name (in another case) is fine.
    expect((await update({ name: me.profile.username.toUpperCase() }, me.token)).status).toBe(200);
  });

  test('only the own profile: another id or address is 403; no profile is 404', async () => {
    const me = await player();
    const other = await player();
    for (const body of [{ id: other.profile.id, safeword: 'mine now' }, { address: other.wallet, safeword: 'mine now' }]) {
      const res = await update(body, me.token);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'Wallet and profile address mismatch!' });
    }
    const stranger = await walletSignIn(app);
    const res = await update({ safeword: 'x' }, stranger.token);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'User not found' });
  });

  test('a bad entry undoes the whole update', async () => {
    const me = await player();
    const res = await update({ safeword: 'should not stick', data: [{ key: 'no-such-key', value: 1 }] }, me.token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Unknown key: no-such-key' });
    const after = await (await app.request(`/api/profile?address=${me.wallet}`, jsonInit('GET', undefined, me.token))).json();
    expect(after.safeword).toBe('');
  });

  test('bad flags and bodies are 400, never 500', async () => {
    const me = await player();
    for (const body of [{ generalNotifications: '2' }, { id: 'abc' }, { safeword: 42 }, []]) {
      const res = await update(body, me.token);
      expect(res.status).toBe(400);
      expect(typeof (await res.json()).error).toBe('string');
    }
  });

  test('an e-mail session keeps its verified address', async () => {
    const signedIn = await emailSignIn(app, 'keep.mine@example.com');
    await app.request('/api/profile/register', jsonInit('POST', registration(signedIn.wallet, { email: 'keep.mine@example.com' }), signedIn.token));
    const res = await update({ email: 'elsewhere@example.com' }, signedIn.token);
    expect(res.status).toBe(403);
    expect((await update({ email: 'Keep.Mine@example.com', safeword: 'ok' }, signedIn.token)).status).toBe(200);
  });
});

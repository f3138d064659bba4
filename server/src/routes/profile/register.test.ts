import { afterAll, describe, expect, test } from 'bun:test';
import { and, eq } from 'drizzle-orm';
import { coolScoreEvents, kvEntries, profiles } from '../../../../db/schema/index.ts';
import { createTestApp } from '../../../test/app.ts';
import { emailSignIn, jsonInit, registration, walletSignIn } from '../../../test/sign-in.ts';

const { app, deps, close } = await createTestApp();
const { db } = deps.database;
afterAll(close);

const register = (body: unknown, token: string) => app.request('/api/profile/register', jsonInit('POST', body, token));
const profileOf = (wallet: string) => db.select().from(profiles).where(eq(profiles.wallet, wallet));

describe('POST /api/profile/register', () => {
  test('creates the onboarded profile with a new avatar id and the entries, all in one go', async () => {
    const { wallet, token } = await walletSignIn(app);
    const body = registration(wallet, {
      email: 'New.Player@Example.com',
      name: 'NewPlayer1',
      sapphire_town_explorer_token_id: 30000,
      data: [{ key: 'age-consent', value: 1 }, { key: 'terms-agreed', value: 1 }, { key: 'email-optin', value: 0 }, { key: 'side', value: 'sapphire town' }, { key: 'torch-click', value: 999 }],
      entry: '/imx',
      signature: '0xignored',
    });
    const res = await register(body, token);
    expect(res.status).toBe(201);
    const profile = await res.json();
    expect(profile).toMatchObject({ id: expect.any(Number), wallet, email: 'new.player@example.com', username: 'NewPlayer1', slug: 'newplayer1', onboarded: true, sapphire_town_explorer_token_id: 30000, wallet_type: 'injected' });
    expect(profile.avatar_token_id).toBeGreaterThanOrEqual(1000);
    const values = Object.fromEntries(profile.data.map((d: { key: string; value: unknown }) => [d.key, d.value]));
    // Counts are clamped to their caps and, as a first write, to the human-rate burst of 15 for all of
    // them together (age-consent took one, so torch-click has 14 of its 999).
    expect(values).toEqual({ 'age-consent': 1, 'terms-agreed': 1, 'email-optin': 0, side: 'sapphire town', 'torch-click': 14, entrypoint: '/imx' });
  });

  test('each player gets their own avatar id', async () => {
    const ids = new Set<number>();
    for (let i = 0; i < 3; i++) {
      const { wallet, token } = await walletSignIn(app);
      ids.add((await (await register(registration(wallet), token)).json()).avatar_token_id);
    }
    expect(ids.size).toBe(3);
  });

  test.each([
    [{ email: undefined }, 'Email address not found'],
    [{ email: '  ' }, 'Email address not found'],
    [{ name: undefined }, 'Username not found'],
    [{ name: '' }, 'Username not found'],
    [{ name: 'abc' }, 'Minimum length of username not met'],
    [{ name: 'has space' }, 'Letters and numbers only'],
    [{ name: 'dash-dash' }, 'Letters and numbers only'],
    [{ name: 'x'.repeat(25) }, 'Maximum length of username exceeded'],
    [{ email: 'not-an-email' }, 'Invalid email'],
    [{ email: 'a@b.co' }, 'Invalid email'],
    [{ sapphire_town_explorer_token_id: 12345 }, 'Choose an explorer: sapphire_town_explorer_token_id must be 10000, 20000, 30000 or 40000'],
    [{ sapphire_town_explorer_token_id: undefined }, 'Choose an explorer: sapphire_town_explorer_token_id must be 10000, 20000, 30000 or 40000'],
  ])('%o -> 400 %s, nothing written', async (override, message) => {
    const { wallet, token } = await walletSignIn(app);
    const res = await register(registration(wallet, override), token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: message });
    expect(await profileOf(wallet)).toHaveLength(0);
  });

  test('malformed bodies are 400 { error }, never 500', async () => {
    const { wallet, token } = await walletSignIn(app);
    for (const body of [{}, registration(wallet, { email: 5 }), registration(wallet, { data: 'x' }), registration(wallet, { data: [{ key: 'side' }] })]) {
      const res = await register(body, token);
      expect(res.status).toBe(400);
      expect(typeof (await res.json()).error).toBe('string');
    }
    const broken = await app.request('/api/profile/register', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{nope' });
    expect(broken.status).toBe(400);
  });

  test("an unknown data key is 400 'Unknown key: <key>' and leaves no profile and no entries", async () => {
    const { wallet, token } = await walletSignIn(app);
    const res = await register(registration(wallet, { data: [{ key: 'age-consent', value: 1 }, { key: 'gold-coins', value: 1e6 }] }), token);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Unknown key: gold-coins' });
    expect(await profileOf(wallet)).toHaveLength(0);
    expect(await db.select().from(kvEntries).where(eq(kvEntries.key, 'gold-coins'))).toHaveLength(0);
    expect((await register(registration(wallet), token)).status).toBe(201);
  });

  test('counts sent with registration follow the human-rate rule: a first write is a burst of 15 in all, not every board at its cap', async () => {
    const { wallet, token } = await walletSignIn(app);
    const boards = ['torch-click', 'balloon-clicks', 'bird-chirp', 'frog-croak', 'wall-clicks', 'acorns', 'tada', 'chugs-skating', 'tickle-monitor', 'found-chugs'];
    const res = await register(registration(wallet, { data: boards.map((key) => ({ key, value: 50 })) }), token);
    expect(res.status).toBe(201);
    const profile = await res.json();
    const values = Object.fromEntries(profile.data.map((d: { key: string; value: unknown }) => [d.key, d.value]));
    // A first write is a burst of 15 for all its counts together, taken in key order (acorns fills its 10).
    expect(boards.reduce((sum, key) => sum + (values[key] ?? 0), 0)).toBe(15);
    expect(values).toMatchObject({ acorns: 10, 'balloon-clicks': 5, 'torch-click': 0 });
    const milestones = await db.select().from(coolScoreEvents).where(and(eq(coolScoreEvents.profile_id, profile.id), eq(coolScoreEvents.source, 'milestone')));
    expect(milestones.map((m) => m.source_id)).toEqual(['acorns']);
  });

  test('only for its own wallet: another address is 403', async () => {
    const { token } = await walletSignIn(app);
    const other = await walletSignIn(app);
    const res = await register(registration(other.wallet), token);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Wallet and profile address mismatch!' });
    expect(await profileOf(other.wallet)).toHaveLength(0);
  });

  test('taken e-mail, username (any case) or wallet is 409 in the spec words; page names count as taken', async () => {
    const first = await walletSignIn(app);
    expect((await register(registration(first.wallet, { email: 'taken@example.com', name: 'TakenName' }), first.token)).status).toBe(201);
    const second = await walletSignIn(app);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: 'TAKEN@example.com' }, 'Email already registered'],
      [{ name: 'takenname' }, 'Username already in use'],
      [{ name: 'Arcade' }, 'Username already in use'],
      [{ name: 'admin' }, 'Username already in use'],
    ];
    for (const [override, message] of cases) {
      const res = await register(registration(second.wallet, override), second.token);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: message });
    }
    const again = await register(registration(first.wallet), first.token);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'Wallet already registered' });
  });

  test('two players racing for one username: exactly one wins, the other gets 409', async () => {
    const a = await walletSignIn(app);
    const b = await walletSignIn(app);
    const answers = await Promise.all([register(registration(a.wallet, { name: 'RaceWinner' }), a.token), register(registration(b.wallet, { name: 'racewinner' }), b.token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = answers.find((r) => r.status === 409)!;
    expect(await loser.json()).toEqual({ error: 'Username already in use' });
    expect(await db.select().from(profiles).where(eq(profiles.slug, 'racewinner'))).toHaveLength(1);
  });

  test('two players racing for one e-mail: exactly one wins', async () => {
    const a = await walletSignIn(app);
    const b = await walletSignIn(app);
    const answers = await Promise.all([register(registration(a.wallet, { email: 'race@example.com' }), a.token), register(registration(b.wallet, { email: 'Race@Example.com' }), b.token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await answers.find((r) => r.status === 409)!.json()).toEqual({ error: 'Email already registered' });
  });

  test('an e-mail session registers only its own verified address, then gets the profile at login', async () => {
    const signedIn = await emailSignIn(app, 'mail.user@example.com');
    const wrong = await register(registration(signedIn.wallet, { email: 'someone.else@example.com' }), signedIn.token);
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ error: 'Email does not match the address you signed in with' });
    const res = await register(registration(signedIn.wallet, { email: 'Mail.User@example.com', name: 'MailUser' }), signedIn.token);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ wallet: signedIn.wallet, wallet_type: 'magic', email: 'mail.user@example.com' });
    const again = await emailSignIn(app, 'mail.user@example.com');
    expect(again).toMatchObject({ username: 'MailUser', wallet: signedIn.wallet, onboarded: true });
    expect(again.token).not.toBe(signedIn.token);
  });
});

import { afterAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { embeddedWallets, sessions } from '../../../../db/schema/index.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { createTestApp } from '../../../test/app.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { emailSignIn, jsonInit, registration, requestCode, walletSignIn } from '../../../test/sign-in.ts';

/**
 * One account whichever way a player signs in (issue 14): an address verified in Settings signs in to the
 * same profile by code; an address a wallet explorer only typed in is refused with the message;
 * a new address gets its own embedded wallet as before.
 */
const METRICS_TOKEN = 'metrics-token-'.padEnd(32, 'm');
const { app, deps, close } = await createTestApp({}, { TRUST_PROXY: '2', METRICS_TOKEN });
const { db } = deps.database;
afterAll(close);

let networks = 0;
const network = () => ({ 'x-forwarded-for': `198.20.${++networks}.9, 10.0.0.1` });
/** sapphire_email_sign_ins_total for one account kind. */
const signIns = async (account: string) => {
  const text = await (await app.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(new RegExp(`^sapphire_email_sign_ins_total\\{account="${account}"\\} (\\d+)$`, 'm').exec(text)?.[1]);
};
const login = (email: string, code: string, from: Record<string, string>) => app.request('/api/login', jsonInit('POST', { email, code }, undefined, from));

/** A wallet explorer, registered with `email` typed in (unverified). */
async function walletExplorer(email: string) {
  const signedIn = await walletSignIn(app);
  const profile = await bodyOf(await client(app, signedIn.token).api.profile.register.$post({ json: registration(signedIn.wallet, { email }) }), 201);
  return { ...signedIn, profile };
}

/** Settings: ask for a code for `email`, read it from the dev outbox. */
async function settingsCode(token: string, email: string, from: Record<string, string>) {
  const res = await app.request('/api/profile/email', jsonInit('POST', { email }, token, from));
  expect(res.status).toBe(200);
  const box = await (await app.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  return box[0].code as string;
}

const verify = (token: string, email: string, code: string, from: Record<string, string>) =>
  app.request('/api/profile/email/verify', jsonInit('POST', { email, code }, token, from));

describe('adding an e-mail in Settings', () => {
  test('the code verifies it: on the profile as verified, and another address is unverified again', async () => {
    const me = await walletExplorer('typed.in@example.com');
    expect(me.profile.email_verified).toBe(false);
    const from = network();
    const code = await settingsCode(me.token, 'Proved@Example.com', from);
    const wrong = await verify(me.token, 'proved@example.com', String((Number(code) + 1) % 1_000_000).padStart(6, '0'), from);
    expect({ status: wrong.status, body: await wrong.json() }).toEqual({ status: 401, body: { error: MESSAGES.invalidCode } });
    const res = await verify(me.token, 'proved@example.com', code, from);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: me.profile.id, email: 'proved@example.com', email_verified: true });
    const own = await (await app.request('/api/profile', jsonInit('GET', undefined, me.token))).json();
    expect(own).toMatchObject({ email: 'proved@example.com', email_verified: true });
    // The update form changing the address takes the proof away.
    const changed = await (await app.request('/api/profile/update', jsonInit('POST', { email: 'other.one@example.com' }, me.token))).json();
    expect(changed).toMatchObject({ email: 'other.one@example.com', email_verified: false });
  });

  test("another explorer's address is refused (409) before any code is sent; no session is 401", async () => {
    await walletExplorer('taken.one@example.com');
    const me = await walletExplorer('mine.two@example.com');
    const res = await app.request('/api/profile/email', jsonInit('POST', { email: 'Taken.One@example.com' }, me.token, network()));
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 409, body: { error: MESSAGES.emailTaken } });
    expect(await (await app.request('/api/dev/outbox?to=taken.one@example.com')).json()).toEqual([]);
    // An explorer who registered by code and later showed another address still signs in with the first.
    const byCode = await emailSignIn(app, 'first.code@example.com', network());
    await bodyOf(await client(app, byCode.token).api.profile.register.$post({ json: registration(byCode.wallet, { email: 'first.code@example.com' }) }), 201);
    const at = network();
    expect((await verify(byCode.token, 'shown.now@example.com', await settingsCode(byCode.token, 'shown.now@example.com', at), at)).status).toBe(200);
    const theirs = await app.request('/api/profile/email', jsonInit('POST', { email: 'first.code@example.com' }, me.token, network()));
    expect({ status: theirs.status, body: await theirs.json() }).toEqual({ status: 409, body: { error: MESSAGES.emailTaken } });
    expect((await app.request('/api/profile/email', jsonInit('POST', { email: 'x.free@example.com' }))).status).toBe(401);
    const bad = await app.request('/api/profile/email', jsonInit('POST', { email: 'nope' }, me.token));
    expect({ status: bad.status, body: await bad.json() }).toEqual({ status: 400, body: { error: MESSAGES.invalidEmailAddress } });
  });
});

describe('e-mail code sign-in and wallet profiles', () => {
  test('verified: the code opens the same profile, as a magic session, and makes no embedded wallet', async () => {
    const me = await walletExplorer('verified.later@example.com');
    const from = network();
    expect((await verify(me.token, 'verified.later@example.com', await settingsCode(me.token, 'verified.later@example.com', from), from)).status).toBe(200);
    const before = await signIns('verified');
    const signedIn = await emailSignIn(app, 'Verified.Later@example.com', network());
    expect(await signIns('verified')).toBe(before + 1);
    expect(signedIn).toMatchObject({ id: me.profile.id, wallet: me.wallet, slug: me.profile.slug, email_verified: true });
    // The wallet's own session, and now one of type magic (wallet signing disabled, SPEC section 5).
    const types = (await db.select().from(sessions).where(eq(sessions.wallet, me.wallet))).map((s) => s.wallet_type);
    expect(types.filter((type) => type === 'magic')).toHaveLength(1);
    expect(types).toHaveLength(2);
    expect(await db.select().from(embeddedWallets).where(eq(embeddedWallets.email, 'verified.later@example.com'))).toEqual([]);
    // That session is the profile's own: it reads and saves the settings.
    const saved = await app.request('/api/profile/update', jsonInit('POST', { id: me.profile.id, safeword: 'by code', generalNotifications: '1' }, signedIn.token));
    expect(saved.status).toBe(200);
  });

  test("unverified: the issue's message, no session, no second wallet", async () => {
    await walletExplorer('only.typed@example.com');
    const from = network();
    const code = await requestCode(app, 'only.typed@example.com', from);
    const before = await signIns('unverified');
    const res = await login('only.typed@example.com', code, from);
    expect(await signIns('unverified')).toBe(before + 1);
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 403,
      body: { error: 'That e-mail belongs to an explorer who signs in with a wallet: sign in with your wallet, or verify the e-mail in Settings to use codes too.' },
    });
    expect(await db.select().from(embeddedWallets).where(eq(embeddedWallets.email, 'only.typed@example.com'))).toEqual([]);
  });

  test('a new e-mail: its own embedded wallet and profile id 0; registered by code, it counts as verified', async () => {
    const before = await signIns('embedded');
    const first = await emailSignIn(app, 'brand.new@example.com', network());
    expect(await signIns('embedded')).toBe(before + 1);
    expect(first).toMatchObject({ id: 0, email: 'brand.new@example.com' });
    const [row] = await db.select().from(embeddedWallets).where(eq(embeddedWallets.email, 'brand.new@example.com'));
    expect(row?.address).toBe(first.wallet);
    const profile = await bodyOf(await client(app, first.token).api.profile.register.$post({ json: registration(first.wallet, { email: 'brand.new@example.com' }) }), 201);
    expect(profile).toMatchObject({ wallet: first.wallet, email_verified: true });
    const again = await emailSignIn(app, 'brand.new@example.com', network());
    expect(again).toMatchObject({ id: profile.id, wallet: first.wallet });
  });
});

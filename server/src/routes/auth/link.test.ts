/**
 * Social links through /api/auth against a real OpenID provider on loopback (oidc-provider as the issuer of
 * google, google2 and imx): the link binds to the player who opened the popup, and each refusal of issue 14.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createLogger } from '../../log.ts';
import { createTestApp, testEnv } from '../../../test/app.ts';
import { CookieJar, signInAtProvider, startOidc } from '../../../test/oidc.ts';
import { jsonInit } from '../../../test/sign-in.ts';
import { registeredPlayer } from '../../../test/wearables.ts';

const METRICS_TOKEN = 'metrics-token-'.padEnd(32, 'm');
let oidc: Awaited<ReturnType<typeof startOidc>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
type App = typeof t.app;

beforeAll(async () => {
  oidc = await startOidc(['http://localhost']);
  t = await createTestApp({}, { ...oidc.env, METRICS_TOKEN: METRICS_TOKEN });
}, 60_000);
afterAll(async () => {
  await t.close();
  await oidc.close();
});

/** The popup's first half: the link intent (Bearer), the CSRF token, the sign-in POST. */
async function startLink(app: App, token: string | null, provider = 'google', tag?: string) {
  const jar = new CookieJar();
  if (token) {
    const intent = await app.request(`/api/provider/${provider}/link`, jsonInit('POST', tag ? { tag } : {}, token));
    expect(intent.status).toBe(200);
    jar.take(intent);
  }
  const csrf = await app.request('/api/auth/csrf', { headers: { cookie: jar.header() } });
  jar.take(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signin = await app.request(`/api/auth/signin/${provider}`, {
    method: 'POST',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrfToken, callbackUrl: `/signin/provider/${provider}` }),
  });
  expect(signin.status).toBe(302);
  jar.take(signin);
  return { jar, authorize: signin.headers.get('location')! };
}

/** The provider's redirect arriving at the town with the given cookies; returns where the town sends the popup. */
async function callback(app: App, cookie: string, url: string) {
  const u = new URL(url);
  const res = await app.request(`${u.pathname}${u.search}`, { headers: { cookie } });
  expect(res.status).toBe(302);
  return res.headers.get('location')!;
}

async function connectionsOf(app: App, token: string) {
  const res = await app.request('/api/profile', jsonInit('GET', undefined, token));
  const body = (await res.json()) as { connections: Array<{ provider: string; accountId: string; name: string; tag: string | null }>; providers: string[] };
  return body;
}

async function link(app: App, token: string, login: string, provider = 'google', tag?: string) {
  const { jar, authorize } = await startLink(app, token, provider, tag);
  const back = await signInAtProvider(authorize, login);
  return callback(app, jar.header(), back);
}

describe('linking a social account', () => {
  test('the providers listed are the configured ones; the others refuse a link intent', async () => {
    const providers = (await (await t.app.request('/api/auth/providers')).json()) as Record<string, unknown>;
    expect(Object.keys(providers).sort()).toEqual(['google', 'google2', 'imx']);
    const p = await registeredPlayer(t.app);
    const res = await t.app.request('/api/provider/twitter/link', jsonInit('POST', {}, p.token));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('Not configured on this server');
  });

  test('links the account to the player who opened the popup, with name, tag and time; Auth.js signs no one in', async () => {
    const p = await registeredPlayer(t.app);
    const { jar, authorize } = await startLink(t.app, p.token, 'google', 'main');
    const back = await signInAtProvider(authorize, `ada-${p.id}`);
    const res = await t.app.request(new URL(back).pathname + new URL(back).search, { headers: { cookie: jar.header() } });
    expect(res.headers.get('location')).toBe('http://localhost/signin/provider/google?linked=1');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('authjs.session-token'))).toBe(false);
    const me = await connectionsOf(t.app, p.token);
    expect(me.providers).toEqual(['google']);
    expect(me.connections[0]).toMatchObject({ provider: 'google', accountId: `ada-${p.id}`, name: `Player ada-${p.id}`, tag: 'main' });
    expect(await (await t.app.request('/api/auth/session', { headers: { cookie: jar.header() } })).json()).toBeNull();
    // imx is the same issuer under another provider id.
    expect(await link(t.app, p.token, `ada-${p.id}`, 'imx')).toBe('http://localhost/signin/provider/imx?linked=1');
    expect((await connectionsOf(t.app, p.token)).providers.sort()).toEqual(['google', 'imx']);
  });

  test('the web client asks for the provider URL as JSON (X-Auth-Return-Redirect), since its CSP keeps form posts on the site', async () => {
    const jar = new CookieJar();
    const csrf = await t.app.request('/api/auth/csrf');
    jar.take(csrf);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const res = await t.app.request('/api/auth/signin/google2', {
      method: 'POST',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded', 'x-auth-return-redirect': '1' },
      body: new URLSearchParams({ csrfToken, callbackUrl: '/signin/provider/google2' }),
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toStartWith(`${oidc.issuer}/auth?`);
    expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256');
  });

  test('signout has nothing to end and needs its CSRF token; _log takes the client\'s reports', async () => {
    const jar = new CookieJar();
    const csrf = await t.app.request('/api/auth/csrf');
    jar.take(csrf);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const without = await t.app.request('/api/auth/signout', { method: 'POST', headers: form, body: 'callbackUrl=/' });
    expect(without.headers.get('location')).toBe('http://localhost/signin?error=MissingCSRF');
    const signout = await t.app.request('/api/auth/signout', { method: 'POST', headers: { ...form, cookie: jar.header() }, body: new URLSearchParams({ csrfToken, callbackUrl: '/' }) });
    expect(signout.status).toBe(302);
    expect(signout.headers.get('location')).toBe('http://localhost/');
    const log = await t.app.request('/api/auth/_log', { method: 'POST', headers: form, body: 'code=CLIENT_FETCH_ERROR' });
    expect(log.status).toBe(204);
  });

  test('unlink: own only; another player\'s unlink is refused and changes nothing', async () => {
    const owner = await registeredPlayer(t.app);
    const other = await registeredPlayer(t.app);
    await link(t.app, owner.token, `own-${owner.id}`);
    const theirs = await t.app.request(`/api/provider/google?address=${owner.wallet}`, jsonInit('DELETE', undefined, other.token));
    expect(theirs.status).toBe(403);
    expect((await connectionsOf(t.app, owner.token)).providers).toEqual(['google']);
    const nobody = await t.app.request(`/api/provider/google?address=${owner.wallet}`, { method: 'DELETE' });
    expect(nobody.status).toBe(401);
    const mine = await t.app.request(`/api/provider/google?address=${owner.wallet}`, jsonInit('DELETE', undefined, owner.token));
    expect(mine.status).toBe(200);
    expect((await connectionsOf(t.app, owner.token)).providers).toEqual([]);
    expect((await t.app.request(`/api/provider/google?address=${owner.wallet}`, jsonInit('DELETE', undefined, owner.token))).status).toBe(404);
  });
});

describe('refusals', () => {
  test('a provider account already linked to another player', async () => {
    const first = await registeredPlayer(t.app);
    const second = await registeredPlayer(t.app);
    const login = `shared-${first.id}`;
    expect(await link(t.app, first.token, login)).toEndWith('?linked=1');
    expect(await link(t.app, second.token, login)).toBe('http://localhost/signin/provider/google?error=AlreadyLinked');
    expect((await connectionsOf(t.app, second.token)).connections).toEqual([]);
    expect((await connectionsOf(t.app, first.token)).connections[0]?.accountId).toBe(login);
    const metrics = await (await t.app.request('/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(metrics).toMatch(/sapphire_social_links_total\{provider="google",result="AlreadyLinked"\} [1-9]/);
  });

  test('a link attempt without a session: no intent without Bearer, and a callback without an intent links nothing', async () => {
    const res = await t.app.request('/api/provider/google/link', jsonInit('POST', {}));
    expect(res.status).toBe(401);
    const { jar, authorize } = await startLink(t.app, null);
    const back = await signInAtProvider(authorize, 'nobody');
    expect(await callback(t.app, jar.header(), back)).toBe('http://localhost/signin/provider/google?error=SessionRequired');
  });

  test('a tampered state', async () => {
    const p = await registeredPlayer(t.app);
    const { jar, authorize } = await startLink(t.app, p.token);
    const back = new URL(await signInAtProvider(authorize, `tamper-${p.id}`));
    back.searchParams.set('state', `${back.searchParams.get('state')}x`);
    expect(await callback(t.app, jar.header(), back.href)).toStartWith('http://localhost/error?error=');
    expect((await connectionsOf(t.app, p.token)).connections).toEqual([]);
  });

  test('a wrong PKCE verifier (another sign-in\'s)', async () => {
    const p = await registeredPlayer(t.app);
    const a = await startLink(t.app, p.token);
    const b = await startLink(t.app, p.token);
    const verifier = b.jar.get('authjs.pkce.code_verifier');
    expect(verifier).toBeDefined();
    expect(verifier).not.toBe(a.jar.get('authjs.pkce.code_verifier'));
    a.jar.set('authjs.pkce.code_verifier', verifier!);
    const back = await signInAtProvider(a.authorize, `pkce-${p.id}`);
    expect(await callback(t.app, a.jar.header(), back)).toStartWith('http://localhost/error?error=');
    expect((await connectionsOf(t.app, p.token)).connections).toEqual([]);
  });

  test('a callbackUrl on another origin', async () => {
    const csrf = await t.app.request('/api/auth/csrf');
    const jar = new CookieJar();
    jar.take(csrf);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const res = await t.app.request('/api/auth/signin/google', {
      method: 'POST',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken, callbackUrl: 'https://evil.example/steal' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'INVALID_CALLBACK_URL_ERROR' });
    const viaQuery = await t.app.request('/api/auth/callback/google?callbackUrl=//evil.example/x&code=x&state=y');
    expect(viaQuery.status).toBe(400);
  });

  test('a replayed callback', async () => {
    const p = await registeredPlayer(t.app);
    const { jar, authorize } = await startLink(t.app, p.token);
    const back = await signInAtProvider(authorize, `replay-${p.id}`);
    const cookies = jar.header();
    expect(await callback(t.app, cookies, back)).toEndWith('?linked=1');
    const unlink = await t.app.request(`/api/provider/google?address=${p.wallet}`, jsonInit('DELETE', undefined, p.token));
    expect(unlink.status).toBe(200);
    // The same answer and the same cookies again: the code is spent at the provider and the intent here.
    expect(await callback(t.app, cookies, back)).toStartWith('http://localhost/error?error=');
    expect((await connectionsOf(t.app, p.token)).connections).toEqual([]);
  });

  test('a sign-in without the CSRF token, and one with an unknown provider', async () => {
    const missing = await t.app.request('/api/auth/signin/google', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'callbackUrl=/' });
    expect(missing.status).toBe(302);
    expect(missing.headers.get('location')).toBe('http://localhost/signin?error=MissingCSRF');
    const csrf = await t.app.request('/api/auth/csrf');
    const jar = new CookieJar();
    jar.take(csrf);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const unknown = await t.app.request('/api/auth/signin/nope', {
      method: 'POST',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken }),
    });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toStartWith('http://localhost/signin');
  });
});

describe('the OAuth 2.0 providers with their endpoints set to the local server, each mapped by Auth.js\'s own profile for it', () => {
  // Discord: id and global_name; X: the account under `data`, shown by its @handle; Twitch: OpenID Connect
  // with the secret in the body; Instagram: no PKCE, secret in the body, shown by its username.
  const cases = [
    { provider: 'discord', name: (login: string) => `Player ${login}` },
    { provider: 'twitter', name: (login: string) => `@${login}` },
    { provider: 'twitch', name: (login: string) => `Player ${login}` },
    { provider: 'instagram', name: (login: string) => login },
  ] as const;
  let d: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    const env = testEnv(oidc.env);
    env.SOCIAL_PROVIDERS.push(...cases.map((c) => oidc[c.provider]));
    d = await createTestApp({ env });
  }, 60_000);
  afterAll(() => d.close());
  test.each(cases)('$provider links through its own flow', async ({ provider, name }) => {
    const p = await registeredPlayer(d.app);
    const login = `${provider.slice(0, 4)}-${p.id}`;
    expect(await link(d.app, p.token, login, provider, 'fan')).toBe(`http://localhost/signin/provider/${provider}?linked=1`);
    expect((await connectionsOf(d.app, p.token)).connections).toEqual([expect.objectContaining({ provider, accountId: login, name: name(login), tag: 'fan' })]);
  });
});

describe('behind a proxy in production', () => {
  test("the providers' redirect addresses are PUBLIC_URL's, whatever Host the proxy sends", async () => {
    const prod = await createTestApp({}, { ...oidc.env, NODE_ENV: 'production', PUBLIC_URL: 'https://town.example', SESSION_SECRET: 's'.repeat(40) });
    try {
      for (const host of ['127.0.0.1:3000', 'town.example:8443', 'evil.example']) {
        const res = await prod.app.request(`http://${host}/api/auth/providers`, { headers: { host } });
        const providers = (await res.json()) as Record<string, { callbackUrl: string }>;
        expect(Object.values(providers).map((p) => new URL(p.callbackUrl).origin)).toEqual(['https://town.example', 'https://town.example', 'https://town.example']);
      }
    } finally {
      await prod.close();
    }
  });
});

test("client error reports: 10 at once from an address, then 429; each logged to its first 500 characters", async () => {
  const lines: string[] = [];
  const r = await createTestApp({ log: createLogger('warn', (line) => lines.push(line)) }, oidc.env);
  try {
    const report = (n: number) => r.app.request('/api/auth/_log', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: `${n}:${'x'.repeat(3000)}` });
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await report(i)).status);
    expect(statuses).toEqual([...Array(10).fill(204), 429, 429]);
    const reports = lines.map((line) => JSON.parse(line) as { msg: string; report: string }).filter((l) => l.msg === 'auth client');
    expect(reports.map((l) => l.report.length)).toEqual(Array(10).fill(500));
  } finally {
    await r.close();
  }
});

/**
 * A real OpenID provider on loopback (the `oidc-provider` package) for the social-link tests: issuer of
 * google, google2 and imx, and the OAuth 2.0 server behind discord, twitter, twitch and instagram (their
 * endpoints set to it); its accounts are whatever `login` the test types into its own login form.
 * Where a provider's API answers in a shape of its own, a small adapter on the same server gives that
 * shape from the real userinfo (X's `{ data: { id, name, username } }`), so Auth.js's own profile
 * mapping for that provider runs as against the real one.
 */
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';

export const OIDC_CLIENT = { id: 'sapphire-town', secret: 'a-test-client-secret-that-is-long-enough' };
/** Twitch and Instagram send the client secret in the token request's body, and Instagram does no PKCE. */
const POST_CLIENT = { id: 'sapphire-town-post', secret: 'another-test-client-secret-long-enough' };
const LINKABLE = ['google', 'google2', 'imx'] as const;
/** Providers the tests point at this server's endpoints (ProviderSetting.endpoints). */
const OAUTH_ONLY = ['discord', 'twitter', 'twitch', 'instagram'] as const;

/** Starts the provider; redirect URIs are `${townOrigin}/api/auth/callback/{google,google2,imx}`. */
export async function startOidc(townOrigins: string[]) {
  const server: Server = await new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => resolve(s));
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const oidc = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: townOrigins.flatMap((o) => [...LINKABLE, ...OAUTH_ONLY].map((p) => `${o}/api/auth/callback/${p}`)),
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
      {
        client_id: POST_CLIENT.id,
        client_secret: POST_CLIENT.secret,
        redirect_uris: townOrigins.flatMap((o) => ['twitch', 'instagram'].map((p) => `${o}/api/auth/callback/${p}`)),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    cookies: { keys: ['a-cookie-key-for-the-test-provider'] },
    pkce: { required: (_ctx: unknown, client: { clientId: string }) => client.clientId !== POST_CLIENT.id },
    // The name in the ID token itself, as Google's has it (Auth.js reads the ID token's claims).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    // name for the OpenID ones; id, username, global_name and avatar are the fields Discord's userinfo has.
    claims: { openid: ['sub'], profile: ['name', 'id', 'username', 'global_name', 'avatar'] },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({ sub, name: `Player ${sub}`, id: sub, username: sub, global_name: `Player ${sub}`, avatar: 'a1b2' }),
    }),
  });
  const handle = oidc.callback();
  server.on('request', (req, res) => {
    if (req.url !== '/x/users/me') return handle(req, res);
    // X's users/me: the account under `data`, with its handle as `username`.
    fetch(`${issuer}/me`, { headers: { authorization: req.headers.authorization ?? '' } })
      .then(async (me) => {
        const claims = (await me.json()) as { sub?: string; name?: string; username?: string };
        res.writeHead(me.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(me.ok ? { data: { id: claims.sub, name: claims.name, username: claims.username } } : claims));
      })
      .catch(() => res.writeHead(502).end());
  });
  const oauth = (id: (typeof OAUTH_ONLY)[number], client: { id: string; secret: string }, userinfo = `${issuer}/me`) => ({
    id,
    clientId: client.id,
    clientSecret: client.secret,
    endpoints: { issuer, authorization: `${issuer}/auth`, token: `${issuer}/token`, userinfo, scope: 'openid profile' },
  });
  return {
    issuer,
    /** AUTH_* settings pointing google, google2 and imx at this provider. */
    env: Object.fromEntries(
      LINKABLE.flatMap((p) => {
        const key = `AUTH_${p.toUpperCase()}`;
        return [
          [`${key}_ID`, OIDC_CLIENT.id],
          [`${key}_SECRET`, OIDC_CLIENT.secret],
          [`${key}_ISSUER`, issuer],
        ];
      }),
    ) as Record<string, string>,
    /** Discord's settings with this server's endpoints in place of discord.com's. */
    discord: oauth('discord', OIDC_CLIENT),
    /** X's, with its users/me shape from the adapter above. */
    twitter: oauth('twitter', OIDC_CLIENT, `${issuer}/x/users/me`),
    /** Twitch's (OpenID Connect at id.twitch.tv; here this issuer), secret in the body. */
    twitch: oauth('twitch', POST_CLIENT),
    /** Instagram's: secret in the body, no PKCE; its userinfo has id and username. */
    instagram: oauth('instagram', POST_CLIENT),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's cookie jar for one host: enough for the provider's and the town's cookies. */
export class CookieJar {
  private cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  get(name: string) {
    return this.cookies.get(name);
  }
  set(name: string, value: string) {
    this.cookies.set(name, value);
  }
}

/**
 * At the provider, as a person would: opens the authorization URL, types `login` into the dev login form,
 * confirms the consent form, and returns the redirect to the town's callback (not followed).
 */
export async function signInAtProvider(authorizeUrl: string, login: string): Promise<string> {
  const jar = new CookieJar();
  let url = authorizeUrl;
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(res);
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url).href;
      if (next.includes('/api/auth/callback/')) return next;
      url = next;
      continue;
    }
    const html = await res.text();
    const action = html.match(/action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`no form at ${url}: ${res.status} ${html.slice(0, 300)}`);
    const fields = Object.fromEntries([...html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    const isLogin = html.includes('name="login"');
    const body = new URLSearchParams({ ...fields, ...(isLogin ? { login, password: 'any' } : {}) });
    const post = await fetch(new URL(action, url), { method: 'POST', redirect: 'manual', headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' }, body });
    jar.take(post);
    const after = post.headers.get('location');
    if (!after) throw new Error(`form at ${url} did not redirect: ${post.status}`);
    url = new URL(after, url).href;
  }
  throw new Error('the provider never redirected back to the town');
}

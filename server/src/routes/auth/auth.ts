import { Auth } from '@auth/core';
import { reqWithEnvUrl } from '@hono/auth-js';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { MESSAGES } from '../../../../domain/messages.ts';
import { clientIp } from '../../auth/client-ip.ts';
import { RateBucket } from '../../http/rate-bucket.ts';
import type { AppDeps } from '../../context.ts';
import { authConfigFor } from '../../connections/auth-config.ts';
import { LINK_COOKIE } from '../provider/provider.ts';
import { describe } from '../../http/describe.ts';

const redirect = { description: 'A redirect (to the provider, back to the popup page, to /signin or to /error)' };
const provider = [{ in: 'path' as const, name: 'provider', required: true, description: 'google, google2, twitter, discord, twitch, imx or instagram', schema: { type: 'string' as const } }];
/** Client error reports one address may have logged: 10 at once, then one a minute; at most this long each. */
const REPORTS = { burst: 10, perSecond: 1 / 60, maxChars: 500, addresses: 10_000 } as const;
const providerInfo = z.object({ id: z.string(), name: z.string(), type: z.string(), signinUrl: z.string(), callbackUrl: z.string() });

/** A callbackUrl (query or form) on another origin than this request's: SPEC section 8's INVALID_CALLBACK_URL_ERROR. */
async function foreignCallbackUrl(c: Context, origin: string): Promise<boolean> {
  const values = [c.req.query('callbackUrl')];
  if (c.req.method === 'POST' && c.req.header('content-type')?.includes('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(await c.req.raw.clone().text());
    values.push(form.get('callbackUrl') ?? undefined);
  }
  return values.some((v) => {
    if (!v) return false;
    try {
      return new URL(v, origin).origin !== origin;
    } catch {
      return true;
    }
  });
}

/**
 * The request as Auth.js should see it. In production its origin is PUBLIC_URL's whatever the Host header
 * says: @hono/auth-js's reqWithEnvUrl copies only the parts PUBLIC_URL spells out, so an https URL's
 * default port left the Host's port in place (a proxy's `Host: 127.0.0.1:3000` made the providers'
 * redirect address `https://town.example:3000/...`, which they refuse). Elsewhere, reqWithEnvUrl's
 * reading of the Host and X-Forwarded-* headers stands.
 */
function authRequest(raw: Request, publicUrl: string | undefined): Request {
  if (!publicUrl) return reqWithEnvUrl(raw);
  const url = new URL(raw.url);
  return new Request(new URL(url.pathname + url.search, new URL(publicUrl).origin), raw);
}

/**
 * `/api/auth`, the authentication client's endpoints (SPEC section 7) served by Auth.js. They link social
 * accounts to the player of a link intent (routes/provider) and never sign anyone in: see decision 0015.
 */
export function authRoutes(deps: AppDeps) {
  const { env, log, secret } = deps;
  const db = deps.database.db;
  const configured = new Set<string>(env.SOCIAL_PROVIDERS.map((p) => p.id));
  const publicUrl = env.NODE_ENV === 'production' ? env.PUBLIC_URL : undefined;
  // Anyone may post a report, so each address gets a small allowance, kept here (no database write per report).
  const reporters = new LRUCache<string, RateBucket>({ max: REPORTS.addresses });
  const handle = async (c: Context) => {
    const req = authRequest(c.req.raw, publicUrl);
    const origin = new URL(req.url).origin;
    if (await foreignCallbackUrl(c, origin)) return c.json({ error: 'INVALID_CALLBACK_URL_ERROR' }, 400);
    // SPEC section 8: a sign-in with an unknown provider goes to the sign-in page (Auth.js would call it a Configuration error).
    const id = c.req.param('provider');
    if (id !== undefined && !configured.has(id)) return c.redirect(`${origin}/signin?error=OAuthSignin`, 302);
    const config = authConfigFor({
      db,
      log,
      secret,
      settings: env.SOCIAL_PROVIDERS,
      intent: getCookie(c, LINK_COOKIE) ?? null,
      onLink: (result, id) => log.info('social link', { provider: id, result }),
    });
    const res = await Auth(req, config);
    const out = new Response(res.body, res);
    // The intent is spent (or useless) once a callback has been answered.
    if (c.req.path.includes('/callback/')) out.headers.append('set-cookie', `${LINK_COOKIE}=; Path=/api/auth; Max-Age=0; HttpOnly; SameSite=Lax`);
    return out;
  };
  return new Hono()
    .get('/session', describe({ tag: 'Sign-in', summary: 'Auth.js session: always null here (Auth.js never signs in; Bearer sessions do)', access: 'public', responses: { 200: z.null() } }), handle)
    .get('/csrf', describe({ tag: 'Sign-in', summary: 'A CSRF token for the POST endpoints, with its cookie', access: 'public', responses: { 200: z.object({ csrfToken: z.string() }) } }), handle)
    .get('/providers', describe({ tag: 'Sign-in', summary: 'The social providers configured on this server', access: 'public', responses: { 200: z.record(z.string(), providerInfo) } }), handle)
    .post(
      '/signin/:provider',
      describe({ tag: 'Sign-in', summary: "Start a provider's sign-in (form: csrfToken, callbackUrl); an unknown provider goes to /signin", access: 'public', parameters: provider, responses: { 200: { description: 'With X-Auth-Return-Redirect: the redirect as JSON', schema: z.object({ url: z.string() }) }, 302: redirect, 400: 'INVALID_CALLBACK_URL_ERROR: a callbackUrl on another site' } }),
      handle,
    )
    .get('/callback/:provider', describe({ tag: 'Sign-in', summary: "The provider's answer: links the account to the player of the link intent", access: 'public', parameters: provider, responses: { 302: redirect, 400: 'INVALID_CALLBACK_URL_ERROR' } }), handle)
    .post('/callback/:provider', describe({ tag: 'Sign-in', summary: "The provider's answer by form post", access: 'public', parameters: provider, responses: { 302: redirect, 400: 'INVALID_CALLBACK_URL_ERROR' } }), handle)
    .post('/signout', describe({ tag: 'Sign-in', summary: 'Auth.js sign-out (form: csrfToken); nothing to end here, town sessions end at /api/profile/logout', access: 'public', responses: { 302: redirect, 400: 'INVALID_CALLBACK_URL_ERROR' } }), handle)
    .post(
      '/_log',
      describe({
        tag: 'Sign-in',
        summary: "The client's error reports (e.g. CLIENT_FETCH_ERROR), written to the server log (their first 500 characters; 10 at once per address, then one a minute)",
        access: 'public',
        responses: { 204: { description: 'Logged' }, 429: MESSAGES.tooManyRequests },
      }),
      async (c) => {
        const address = clientIp(c, env.TRUST_PROXY);
        const now = Date.now();
        const bucket = reporters.get(address) ?? new RateBucket(REPORTS.perSecond, REPORTS.burst, now);
        reporters.set(address, bucket);
        if (!bucket.take(now)) return c.json({ error: MESSAGES.tooManyRequests }, 429);
        const text = (await c.req.text()).slice(0, REPORTS.maxChars);
        log.warn('auth client', { report: text });
        return c.body(null, 204);
      },
    );
}

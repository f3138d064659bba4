import type { AuthConfig, Profile } from '@auth/core/types';
import type { Provider } from '@auth/core/providers';
import Discord from '@auth/core/providers/discord';
import Google from '@auth/core/providers/google';
import Instagram from '@auth/core/providers/instagram';
import Twitch from '@auth/core/providers/twitch';
import Twitter from '@auth/core/providers/twitter';
import type { Db } from '../../../db/client.ts';
import type { Logger } from '../log.ts';
import { countLinkOutcome, linkAccount, spendIntent, type LinkResult } from './links.ts';
import type { ProviderSetting } from './provider-settings.ts';

export const AUTH_BASE_PATH = '/api/auth';


const NAMES = { google: 'Google', google2: 'Google (second)', twitter: 'X (Twitter)', discord: 'Discord', twitch: 'Twitch', imx: 'Immutable X', instagram: 'Instagram' } as const;

/** One provider for Auth.js: google/google2/imx through OpenID Connect at their issuer, the rest as Auth.js ships them. */
export function providerOf(s: ProviderSetting): Provider {
  const e = s.endpoints;
  const base = {
    clientId: s.clientId,
    clientSecret: s.clientSecret,
    ...(e ? { issuer: e.issuer, authorization: { url: e.authorization, params: { scope: e.scope } }, token: e.token, userinfo: e.userinfo } : {}),
  };
  switch (s.id) {
    case 'google':
    case 'google2':
      return Google({ ...base, id: s.id, name: NAMES[s.id], checks: ['pkce', 'state', 'nonce'], ...(s.issuer ? { issuer: s.issuer } : {}) });
    case 'imx':
      return { ...base, id: 'imx', name: NAMES.imx, type: 'oidc', issuer: s.issuer, checks: ['pkce', 'state', 'nonce'] };
    case 'twitter':
      return Twitter(base);
    case 'discord':
      return Discord({ ...base, checks: ['pkce', 'state'] });
    case 'twitch':
      return Twitch({ ...base, checks: ['pkce', 'state', 'nonce'] });
    case 'instagram':
      return Instagram({ ...base, checks: ['state'] });
  }
}

/** The name or handle a provider gives for the account, in that order of preference. */
function displayName(user: { name?: string | null; email?: string | null }, profile: Profile | undefined, accountId: string): string {
  const data = (profile as { data?: { username?: unknown } } | undefined)?.data;
  const handle = typeof data?.username === 'string' ? `@${data.username}` : null;
  return (handle ?? user.name ?? profile?.preferred_username ?? user.email ?? accountId).slice(0, 200);
}

/**
 * Auth.js's configuration for one request. It never signs anyone in (the Bearer sessions stay the town's only
 * sessions): the signIn callback links the provider account to the player of the request's link intent and
 * always answers with a redirect to the popup page, so Auth.js never issues a session cookie.
 */
export function authConfigFor(deps: { db: Db; log: Logger; secret: string; settings: ProviderSetting[]; intent: string | null; onLink: (result: LinkResult, provider: string) => void }): AuthConfig {
  const popup = (provider: string, result: LinkResult) => {
    countLinkOutcome(deps.db, provider, result);
    deps.onLink(result, provider);
    return `/signin/provider/${provider}?${result === 'linked' ? 'linked=1' : `error=${result}`}`;
  };
  return {
    basePath: AUTH_BASE_PATH,
    secret: deps.secret,
    trustHost: true,
    session: { strategy: 'jwt', maxAge: 60 },
    pages: { signIn: '/signin', error: '/error' },
    providers: deps.settings.map(providerOf),
    logger: {
      // Auth.js's message is a link to its docs; the cause says what happened.
      error: (error) => {
        const cause = (error as { cause?: { err?: Error } | Error }).cause;
        const detail = cause instanceof Error ? cause.message : cause?.err?.message;
        deps.log.warn('auth.js', { type: (error as { type?: string }).type, cause: detail ?? error.message });
      },
      warn: (code) => deps.log.warn('auth.js', { code }),
      debug: () => {},
    },
    callbacks: {
      async signIn({ user, account, profile }) {
        if (!account) return false;
        const provider = account.provider;
        const intent = deps.intent ? await spendIntent(deps.db, deps.intent, provider) : null;
        if (!intent) return popup(provider, 'SessionRequired');
        const outcome = await linkAccount(deps.db, {
          profileId: intent.profileId,
          provider,
          accountId: account.providerAccountId,
          name: displayName(user, profile, account.providerAccountId),
          tag: intent.tag,
        });
        return popup(provider, outcome === 'linked' ? 'linked' : 'AlreadyLinked');
      },
      // Only this site: a callbackUrl elsewhere is refused before Auth.js sees it (routes/auth), and this keeps it so.
      redirect({ url, baseUrl }) {
        if (url.startsWith('/') && !url.startsWith('//')) return `${baseUrl}${url}`;
        return new URL(url).origin === baseUrl ? url : baseUrl;
      },
    },
  };
}

import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { Db } from '../../../../db/client.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { INTENT_MINUTES, createIntent, unlinkAccount } from '../../connections/links.ts';
import { isSocialProvider, type ProviderSetting } from '../../connections/provider-settings.ts';
import { currentPlayer, registeredPlayer } from '../../http/current-player.ts';
import { describe } from '../../http/describe.ts';
import { validate } from '../../http/validate.ts';
import { addressField } from '../../profiles/profile-input.ts';

/** The HttpOnly cookie carrying a link intent from the popup's POST to Auth.js's callback. */
export const LINK_COOKIE = 'st_link';

const providerParam = z.object({ provider: z.string() });

/**
 * `POST /api/provider/{provider}/link` (Bearer: the player who opened the popup) sets the link intent cookie;
 * `DELETE /api/provider/{provider}?address=` unlinks the caller's own account of that provider.
 */
export function providerRoutes(db: Db, settings: ProviderSetting[], secureCookie: boolean) {
  const configured = new Set(settings.map((s) => s.id));
  return new Hono()
    .post(
      '/:provider/link',
      describe({
        tag: 'Profile',
        summary: 'Start linking a social account: binds the coming Auth.js callback to the caller (an HttpOnly cookie, 10 minutes, single use)',
        access: 'session',
        responses: { 200: z.object({ provider: z.string(), expiresInSeconds: z.number() }), 400: 'Unknown provider, or not configured on this server', 404: 'User not found' },
      }),
      currentPlayer(db),
      registeredPlayer,
      validate('param', providerParam),
      validate('json', z.object({ tag: z.string().trim().max(100).optional() })),
      async (c) => {
        const { provider } = c.req.valid('param');
        if (!isSocialProvider(provider)) return c.json({ error: 'Unknown provider' }, 400);
        if (!configured.has(provider)) return c.json({ error: 'Not configured on this server' }, 400);
        const tag = c.req.valid('json').tag || null;
        const token = await createIntent(db, c.get('player').profile.id, provider, tag);
        setCookie(c, LINK_COOKIE, token, { path: '/api/auth', httpOnly: true, sameSite: 'Lax', secure: secureCookie, maxAge: INTENT_MINUTES * 60 });
        return c.json({ provider, expiresInSeconds: INTENT_MINUTES * 60 }, 200);
      },
    )
    .delete(
      '/:provider',
      describe({
        tag: 'Profile',
        summary: "Unlink the caller's own account of a provider",
        access: 'session',
        responses: { 200: z.object({ provider: z.string(), unlinked: z.literal(true) }), 400: 'Unknown provider', 403: 'The address is not the caller\'s', 404: 'User not found, or no account of that provider is linked' },
      }),
      currentPlayer(db),
      registeredPlayer,
      validate('param', providerParam),
      validate('query', z.object({ address: addressField })),
      async (c) => {
        const { provider } = c.req.valid('param');
        if (!isSocialProvider(provider)) return c.json({ error: 'Unknown provider' }, 400);
        const { session, profile } = c.get('player');
        if (c.req.valid('query').address !== session.wallet) return c.json({ error: MESSAGES.walletMismatch }, 403);
        if (!(await unlinkAccount(db, profile.id, provider))) return c.json({ error: 'Not linked' }, 404);
        return c.json({ provider, unlinked: true as const }, 200);
      },
    );
}

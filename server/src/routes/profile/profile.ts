import { Hono } from 'hono';
import { z } from 'zod';
import type { NewProfileRow } from '../../../../db/schema/index.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import type { Db } from '../../../../db/client.ts';
import { validate } from '../../http/validate.ts';
import { currentPlayer, optionalPlayer, registeredPlayer } from '../../http/current-player.ts';
import { addressField, entriesOf, registerBody, updateBody } from '../../profiles/profile-input.ts';
import { loadOwnProfile, type OwnProfile } from '../../profiles/own-profile.ts';
import type { PublicProfile } from '../../profiles/public-profile.ts';
import { profileAsSeenBy } from '../../profiles/profile-view.ts';
import { markVerifiedIfOwnAddress } from '../../auth/email-account.ts';
import { emailRefusal, slugRefusal, writeProfile } from '../../profiles/write-profile.ts';
import { describe } from '../../http/describe.ts';
import { ownProfileSchema, publicProfileSchema } from '../../profiles/profile-schemas.ts';

// Refusals both writes share: the form's own checks past zod, and names or addresses already taken.
const writeRefusals = {
  403: 'The address or id is not the caller\'s, or the e-mail is not the one the caller signed in with',
  409: 'E-mail already registered, or username already in use',
};

/**
 * `GET /api/profile?address=` (full for its own session, public fields for anyone else),
 * `POST /api/profile/register` and `POST /api/profile/update` (Bearer session, own profile only).
 */
export function profileRoutes(db: Db) {
  return new Hono()
    .get(
      '/',
      describe({
        tag: 'Profile',
        summary: 'A profile by wallet address: in full for its owner, public fields for anyone else',
        description: 'Without `address`, the caller\'s own (a session is then required).',
        access: 'session-optional',
        responses: {
          200: z.union([ownProfileSchema, publicProfileSchema]),
          401: 'No address and no session, or a session that is unknown, revoked or expired',
          404: 'User not found',
        },
      }),
      optionalPlayer(db, { withOwnProfile: true }),
      validate('query', z.object({ address: addressField.optional() })),
      async (c) => {
        const player = c.get('player');
        const address = c.req.valid('query').address ?? player?.session.wallet;
        if (!address) return c.json({ error: MESSAGES.tokenNotPresent }, 401);
        // Declared: a conditional's type folds the owner's shape into the public one (profile-view.ts).
        let found: OwnProfile | PublicProfile | null;
        if (address === player?.session.wallet) found = player.own ?? null;
        else found = await profileAsSeenBy(db, address, player?.session.wallet ?? null);
        return found ? c.json(found, 200) : c.json({ error: MESSAGES.userNotFound }, 404);
      },
    )
    .post(
      '/register',
      describe({
        tag: 'Profile',
        summary: 'Register the signed-in wallet: e-mail, username, explorer and first progress',
        access: 'session',
        responses: { 201: ownProfileSchema, ...writeRefusals, 409: 'Wallet already registered, e-mail already registered, or username already in use' },
      }),
      currentPlayer(db),
      validate('json', registerBody),
      async (c) => {
        const { session, profile: existing } = c.get('player');
        const body = c.req.valid('json');
        if (body.address !== session.wallet) return c.json({ error: MESSAGES.walletMismatch }, 403);
        // Both present: registerBody's refinement refuses a form without them.
        const email = body.email!.trim().toLowerCase();
        const username = body.name!.trim();
        const refusal = (await emailRefusal(db, session, email)) ?? slugRefusal(username.toLowerCase());
        if (refusal) return c.json({ error: refusal.error }, refusal.status);
        if (existing) return c.json({ error: MESSAGES.walletRegistered }, 409);
        const insert: NewProfileRow = {
          wallet: session.wallet,
          wallet_type: session.type,
          email,
          username,
          slug: username.toLowerCase(),
          onboarded: true,
          sapphire_town_explorer_token_id: Number(body.sapphire_town_explorer_token_id),
        };
        const written = await writeProfile(db, { insert }, entriesOf(body));
        if (!written.ok) return c.json({ error: written.error }, written.status);
        if (session.type === 'magic') await markVerifiedIfOwnAddress(db, written.value, session.wallet, email);
        return c.json((await loadOwnProfile(db, session.wallet))!, 201);
      },
    )
    .post(
      '/update',
      describe({
        tag: 'Profile',
        summary: "Change the caller's profile: any of e-mail, username, explorer, safe word, subscriptions, progress",
        access: 'session',
        responses: { 200: ownProfileSchema, ...writeRefusals, 404: 'User not found (the wallet has not registered)' },
      }),
      currentPlayer(db),
      validate('json', updateBody),
      registeredPlayer,
      async (c) => {
        const { session, profile: row } = c.get('player');
        const body = c.req.valid('json');
        if ((body.address !== undefined && body.address !== session.wallet) || (body.id !== undefined && Number(body.id) !== row.id)) {
          return c.json({ error: MESSAGES.walletMismatch }, 403);
        }
        const set: Partial<NewProfileRow> = {};
        if (body.email !== undefined) set.email = body.email.trim().toLowerCase();
        // Another address is unproved until its code comes back (routes/profile/email.ts).
        if (set.email !== undefined && set.email !== row.email?.toLowerCase()) set.email_verified_at = null;
        if (body.name !== undefined) Object.assign(set, { username: body.name.trim(), slug: body.name.trim().toLowerCase() });
        if (body.sapphire_town_explorer_token_id !== undefined) set.sapphire_town_explorer_token_id = Number(body.sapphire_town_explorer_token_id);
        if (body.safeword !== undefined) set.safeword = body.safeword;
        if (body.generalNotifications !== undefined) set.sub_general = body.generalNotifications;
        if (body.productNotifications !== undefined) set.sub_product = body.productNotifications;
        if (body.merchNotifications !== undefined) set.sub_merch = body.merchNotifications;
        // The register form sent to an existing, not yet onboarded profile finishes its registration.
        if (set.email && set.username && set.sapphire_town_explorer_token_id) set.onboarded = true;
        const refusal = (set.email ? await emailRefusal(db, session, set.email) : null) ?? (set.slug ? slugRefusal(set.slug) : null);
        if (refusal) return c.json({ error: refusal.error }, refusal.status);
        const written = await writeProfile(db, { id: row.id, set }, entriesOf(body));
        if (!written.ok) return c.json({ error: written.error }, written.status);
        if (session.type === 'magic' && set.email_verified_at === null) await markVerifiedIfOwnAddress(db, row.id, session.wallet, set.email);
        return c.json((await loadOwnProfile(db, session.wallet))!, 200);
      },
    );
}

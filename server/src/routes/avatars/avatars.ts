/**
 * The player's avatars and wearables (decision 0006), all Bearer session, the caller's own objects only:
 *   GET  /api/profile/bootstrap[?traitid=1,2]   { items, avatars }
 *   GET  /api/profile/token                     the caller's Sidekx tokens
 *   POST /api/profile/avatar                    save the customiser
 *   GET  /api/profile/history?avatarId=         saved looks, newest first
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { scoreHoldings } from '../../coolscore/holdings-score.ts';
import { z } from 'zod';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { avatars, historyEntries, tokens } from '../../../../db/schema/index.ts';
import { AVATAR_VIEWS, TOKEN_TYPES, TRAIT_TYPES, type AvatarView } from '../../../../domain/traits.ts';
import { renderTypeOf, WEARABLE_MESSAGES } from '../../../../domain/wearables.ts';
import { validate } from '../../http/validate.ts';
import { currentPlayer, registeredPlayer } from '../../http/current-player.ts';
import type { RenderService } from '../../images/render-service.ts';
import type { HoldingsSync } from '../../holdings/holdings.ts';
import { saveAvatar } from '../../wearables/save-avatar.ts';
import { avatarCard, loadAvatars, loadItems } from '../../wearables/views.ts';
import { describe } from '../../http/describe.ts';
import { avatarCardSchema, heldFields, itemSchema } from '../../wearables/wearable-schemas.ts';
import type { Delegations } from '../../delegation/links.ts';
import { heldBy, linkedProfileIds, OWN, readOnlyRefusal, touchesVault, vaultProfiles } from '../../delegation/vault-access.ts';

const notRegistered = 'User not found (the wallet has not registered)';
const tokenSchema = z.object({
  tokenId: z.number().int(),
  token_type: z.enum(TOKEN_TYPES),
  metadata: z.object({ name: z.string(), thumbnail_url: z.string(), attributes: z.array(z.object({ value: z.string() })) }),
  ...heldFields,
});
const historySchema = z.object({
  id: z.number().int(),
  view: z.enum(AVATAR_VIEWS),
  equipment: z.array(z.object({ traitId: z.number().int(), name: z.string(), traitType: z.enum(TRAIT_TYPES) })),
  date: z.iso.datetime(),
});

/** Most trait ids one bootstrap may ask for. */
const TRAITID_MAX = 100;
/** History entries answered at most. */
const HISTORY_MAX = 100;

const id = z.number().int().positive().max(2 ** 31 - 1);
// `view` comes last so a bad outfit's own message still comes first ('Invalid view' needs no field prefix).
const saveBody = z.object({
  avatarId: id,
  // More than every trait type several times over is never a real outfit.
  itemIds: z.array(id).max(TRAIT_TYPES.length * 4),
  view: z
    .string()
    .max(16)
    .refine((v) => (AVATAR_VIEWS as readonly string[]).includes(v), WEARABLE_MESSAGES.invalidView)
    .transform((v) => v as AvatarView),
});
const historyQuery = z.object({ avatarId: z.string().regex(/^\d{1,9}$/, 'avatarId must be an avatar id') });

/** `1,2,3` -> ids, or null when any part is not an id. */
function traitIdsOf(raw: string | undefined): number[] | null | undefined {
  if (raw === undefined) return undefined;
  const parts = raw.split(',');
  if (parts.length > TRAITID_MAX || parts.some((p) => !/^\d{1,9}$/.test(p.trim()))) return null;
  return [...new Set(parts.map((p) => Number(p.trim())))];
}

// `?traitid=1,2` that is not a list of ids is 400 'Invalid traitid' whoever asks, so it is checked before the
// caller's profile. A plain middleware, not a validator: the parameter stays optional for the typed client.
const traitIdsCheck = createMiddleware(async (c, next) =>
  traitIdsOf(c.req.query('traitid')) === null ? c.json({ error: WEARABLE_MESSAGES.invalidTraitId }, 400) : next(),
);

/**
 * `holdings`: reads the caller's collection tokens from the chain when configured (holdings/holdings.ts).
 * `delegations`: a delegate's reads list its vaults' avatars, items and Sidekx too, marked heldBy (issue 15);
 * saving onto a vault's avatar or with a vault's item is 403 read-only.
 */
export function avatarRoutes(db: Db, render: Pick<RenderService, 'forget'>, holdings: HoldingsSync | null = null, delegations: Delegations | null = null) {
  return new Hono()
    .get(
      '/bootstrap',
      describe({
        tag: 'Wearables',
        summary: "The caller's avatars and items (only those of `traitid` when given): what the customiser starts from",
        description: 'Also reads the wallet\'s collection tokens from the chain when configured (at most every 5 minutes).',
        access: 'session',
        parameters: [{ in: 'query', name: 'traitid', required: false, description: 'Comma-separated trait ids (at most 100)', schema: { type: 'string', pattern: '^\\d{1,9}(,\\d{1,9})*$' } }],
        responses: { 200: z.object({ items: z.array(itemSchema), avatars: z.array(avatarCardSchema) }), 400: 'Invalid traitid', 404: notRegistered },
      }),
      currentPlayer(db),
      traitIdsCheck,
      registeredPlayer,
      async (c) => {
        const traitIds = traitIdsOf(c.req.query('traitid')) ?? undefined;
        const { session, profile: me } = c.get('player');
        // Tokens bought or sold elsewhere show up here (throttled per wallet; a slow chain never fails this).
        await holdings?.(db, session.wallet);
        // What they hold counts toward the cool score, once per token across linked wallets (asked for only
        // when something held is not scored yet: a holder's usual visit writes nothing).
        await scoreHoldings(db, me.id, () => linkedProfileIds(db, delegations, session.wallet));
        const vaults = await vaultProfiles(db, delegations, session.wallet);
        // The vaults' own holdings are read too (the same throttle), so what the vault holds now shows.
        await Promise.all(vaults.map((vault) => holdings?.(db, vault.wallet)));
        const owners = [{ id: me.id, mark: OWN }, ...vaults.map((vault) => ({ id: vault.id, mark: heldBy(vault) }))];
        const lists = await Promise.all(owners.map(async ({ id, mark }) => {
          const [items, cards] = await Promise.all([loadItems(db, id, traitIds), loadAvatars(db, id)]);
          return { items: items.map((item) => ({ ...item, ...mark })), avatars: cards.map((card) => ({ ...card, ...mark })) };
        }));
        return c.json({ items: lists.flatMap((l) => l.items), avatars: lists.flatMap((l) => l.avatars) }, 200);
      },
    )
    .get(
      '/token',
      describe({ tag: 'Wearables', summary: "The caller's Sidekx tokens", access: 'session', responses: { 200: z.array(tokenSchema), 404: notRegistered } }),
      currentPlayer(db),
      registeredPlayer,
      async (c) => {
        const { session, profile: me } = c.get('player');
        const vaults = await vaultProfiles(db, delegations, session.wallet);
        const owners = [{ id: me.id, mark: OWN }, ...vaults.map((vault) => ({ id: vault.id, mark: heldBy(vault) }))];
        const lists = await Promise.all(
          owners.map(async ({ id, mark }) => {
            const rows = await db.select().from(tokens).where(eq(tokens.profile_id, id)).orderBy(asc(tokens.token_type), asc(tokens.token_id));
            return rows.map((t) => ({
              tokenId: t.token_id,
              token_type: t.token_type,
              metadata: { name: t.metadata.name, thumbnail_url: t.metadata.thumbnail_url, attributes: t.metadata.attributes.map((a) => ({ value: a.value })) },
              ...mark,
            }));
          }),
        );
        return c.json(lists.flat(), 200);
      },
    )
    .post(
      '/avatar',
      describe({
        tag: 'Wearables',
        summary: "Save an avatar's outfit and view (the customiser's Save)",
        access: 'session',
        responses: {
          200: z.object({ avatar: avatarCardSchema, items: z.array(itemSchema) }),
          400: 'Invalid view, an item that does not fit this avatar, or two items of one trait type',
          403: "Avatar not owned, or item not owned; a delegate saving onto its vault's avatar or with its vault's item: read-only",
          404: notRegistered,
        },
      }),
      currentPlayer(db),
      validate('json', saveBody),
      registeredPlayer,
      async (c) => {
        const body = c.req.valid('json');
        const me = c.get('player').profile;
        const saved = await saveAvatar(db, { profileId: me.id, avatarId: body.avatarId, view: body.view, itemIds: body.itemIds });
        if (!saved.ok) {
          // Not the caller's: a delegate trying to keep a look on (or with) its vault's things is told why.
          if (saved.status === 403) {
            const vaults = await vaultProfiles(db, delegations, c.get('player').session.wallet);
            if (await touchesVault(db, vaults, { avatarIds: [body.avatarId], itemIds: body.itemIds })) return readOnlyRefusal(c, db);
          }
          return c.json({ error: saved.error }, saved.status);
        }
        // The new look shows at once on /render: this instance forgets what it remembered of the old one.
        render.forget(renderTypeOf(saved.value.type), saved.value.token_id);
        return c.json({ avatar: avatarCard(saved.value), items: await loadItems(db, me.id) }, 200);
      },
    )
    .get(
      '/history',
      describe({
        tag: 'Wearables',
        summary: "An avatar's saved looks, newest first (at most 100); a delegate may read its vaults' avatars' too",
        access: 'session',
        responses: { 200: z.array(historySchema), 403: 'Avatar not owned', 404: notRegistered },
      }),
      currentPlayer(db),
      validate('query', historyQuery),
      registeredPlayer,
      async (c) => {
        const avatarId = Number(c.req.valid('query').avatarId);
        const { session, profile: me } = c.get('player');
        // A delegate may read the looks of its vaults' avatars too (read-only access).
        const [avatar] = await db.select({ id: avatars.id, owner: avatars.profile_id }).from(avatars).where(eq(avatars.id, avatarId));
        const readable = avatar?.owner === me.id || (avatar?.owner != null && (await vaultProfiles(db, delegations, session.wallet)).some((v) => v.id === avatar.owner));
        if (!avatar || !readable) return c.json({ error: WEARABLE_MESSAGES.avatarNotOwned }, 403);
        // Only what its holder saved: a previous holder's looks stay theirs.
        const rows = await db
          .select()
          .from(historyEntries)
          .where(and(eq(historyEntries.avatar_id, avatar.id), eq(historyEntries.profile_id, avatar.owner!)))
          .orderBy(desc(historyEntries.date), desc(historyEntries.id))
          .limit(HISTORY_MAX);
        return c.json(rows.map((h) => ({ id: h.id, view: h.view, equipment: h.equipment, date: h.date.toISOString() })), 200);
      },
    );
}

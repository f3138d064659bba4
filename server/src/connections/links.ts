import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { linkIntents, providerLinks, type ProviderLinkRow } from '../../../db/schema/index.ts';

/** A callback's outcome: linked, refused as another player's account, or refused without a live intent. */
export type LinkResult = 'linked' | 'AlreadyLinked' | 'SessionRequired';

/** Callback outcomes so far, per database and provider, for /metrics (sapphire_social_links_total). */
const outcomes = new WeakMap<Db, Map<string, number>>();

/** The outcomes counted for `db`, keyed `provider result`. */
export function linkOutcomes(db: Db): Map<string, number> {
  const known = outcomes.get(db);
  if (known) return known;
  const counts = new Map<string, number>();
  outcomes.set(db, counts);
  return counts;
}

export function countLinkOutcome(db: Db, provider: string, result: LinkResult): void {
  const counts = linkOutcomes(db);
  const key = `${provider} ${result}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** How long a popup may take from its button to the provider's callback. */
export const INTENT_MINUTES = 10;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Records who opened a link popup; the returned token goes to that browser as an HttpOnly cookie. */
export async function createIntent(db: Db, profileId: number, provider: string, tag: string | null, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(linkIntents).values({
    token_hash: hashOf(token),
    profile_id: profileId,
    provider,
    tag,
    expires_at: new Date(now.getTime() + INTENT_MINUTES * 60_000),
  });
  return token;
}

/** Spends an intent for this provider once: the player and tag it was made for, or null (unknown, used, expired, other provider). */
export async function spendIntent(db: Db, token: string, provider: string, now = new Date()) {
  const [row] = await db
    .update(linkIntents)
    .set({ used_at: now })
    .where(and(eq(linkIntents.token_hash, hashOf(token)), eq(linkIntents.provider, provider), isNull(linkIntents.used_at), gt(linkIntents.expires_at, now)))
    .returning({ profileId: linkIntents.profile_id, tag: linkIntents.tag });
  return row ?? null;
}

export type LinkOutcome = 'linked' | 'taken';

/**
 * Links a provider account to a player, replacing that player's earlier account of the provider. An account
 * already linked to another player is refused ('taken'); linking it again to its own player refreshes it.
 */
export async function linkAccount(db: Db, link: { profileId: number; provider: string; accountId: string; name: string; tag: string | null }, now = new Date()): Promise<LinkOutcome> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ profileId: providerLinks.profile_id })
      .from(providerLinks)
      .where(and(eq(providerLinks.provider, link.provider), eq(providerLinks.account_id, link.accountId)))
      .for('update');
    if (owner && owner.profileId !== link.profileId) return 'taken';
    await tx.delete(providerLinks).where(and(eq(providerLinks.profile_id, link.profileId), eq(providerLinks.provider, link.provider)));
    const [made] = await tx
      .insert(providerLinks)
      .values({ profile_id: link.profileId, provider: link.provider, account_id: link.accountId, name: link.name, tag: link.tag, linked_at: now })
      .onConflictDoNothing()
      .returning({ id: providerLinks.id });
    // Another player's link of the same account landed between our read and write.
    return made ? 'linked' : 'taken';
  });
}

/** Removes a player's link of a provider; false when there was none. */
export async function unlinkAccount(db: Db, profileId: number, provider: string): Promise<boolean> {
  const gone = await db
    .delete(providerLinks)
    .where(and(eq(providerLinks.profile_id, profileId), eq(providerLinks.provider, provider)))
    .returning({ id: providerLinks.id });
  return gone.length > 0;
}

/** A link as the own profile shows it. */
export const connectionOf = (row: ProviderLinkRow) => ({
  provider: row.provider,
  accountId: row.account_id,
  name: row.name,
  tag: row.tag,
  linkedAt: row.linked_at.toISOString(),
});

/** The player's links, oldest first. */
export async function connectionsOf(db: Db, profileId: number) {
  const rows = await db.select().from(providerLinks).where(eq(providerLinks.profile_id, profileId)).orderBy(asc(providerLinks.linked_at));
  return rows.map(connectionOf);
}

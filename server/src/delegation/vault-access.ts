/**
 * What a delegate may do with its vaults' things (issue 15, SPEC section 6): read them (they are listed
 * beside its own, marked with the vault), never change them. A write that names a vault's avatar, item,
 * chest, reward or token answers 403 MESSAGES.vaultReadOnly. Only vaults that have a profile here have things.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../../../db/client.ts';
import { avatars, chests, inventoryItems, profiles, rewards, tokens } from '../../../db/schema/index.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import type { Delegations } from './links.ts';
import { delegationStats } from './stats.ts';

export interface VaultProfile {
  id: number;
  wallet: string;
  username: string;
}

/** The marks on a vault's thing the caller sees: the vault's wallet and username. The caller's own things carry none. */
export type HeldMark = { heldBy: string; heldByName: string } | Record<never, never>;
export const OWN: HeldMark = {};
export const heldBy = (vault: VaultProfile): HeldMark => ({ heldBy: vault.wallet, heldByName: vault.username });

/** The registered vaults `wallet` is a delegate of. */
export async function vaultProfiles(db: Db, delegations: Delegations | null, wallet: string): Promise<VaultProfile[]> {
  if (!delegations) return [];
  const vaults = await delegations.vaultsOf(wallet);
  if (vaults.length === 0) return [];
  return db
    .select({ id: profiles.id, wallet: profiles.wallet, username: profiles.username })
    .from(profiles)
    .where(inArray(profiles.wallet, vaults))
    .orderBy(profiles.id);
}

/** The profiles linked to `wallet` either way (its vaults and its delegates), for counting a token once. */
export async function linkedProfileIds(db: Db, delegations: Delegations | null, wallet: string): Promise<number[]> {
  if (!delegations) return [];
  const [vaults, delegates] = await Promise.all([delegations.vaultsOf(wallet), delegations.delegatesOf(wallet)]);
  const wallets = [...new Set([...vaults, ...delegates])];
  if (wallets.length === 0) return [];
  const rows = await db.select({ id: profiles.id }).from(profiles).where(inArray(profiles.wallet, wallets));
  return rows.map((r) => r.id);
}

/** What a refused write names. */
export interface VaultThings {
  avatarIds?: number[];
  itemIds?: number[];
  chestId?: number;
  sidekxTokenIds?: number[];
  rewardId?: number;
}

/** Whether any of these belongs to one of the vaults (asked only after the caller's own check failed). */
export async function touchesVault(db: Db, vaults: VaultProfile[], things: VaultThings): Promise<boolean> {
  if (vaults.length === 0) return false;
  const ids = vaults.map((v) => v.id);
  const checks: Promise<unknown[]>[] = [];
  if (things.avatarIds?.length) {
    checks.push(db.select({ id: avatars.id }).from(avatars).where(and(inArray(avatars.id, things.avatarIds), inArray(avatars.profile_id, ids))).limit(1));
  }
  if (things.itemIds?.length) {
    checks.push(
      db.select({ id: inventoryItems.id }).from(inventoryItems).where(and(inArray(inventoryItems.id, things.itemIds), inArray(inventoryItems.profile_id, ids))).limit(1),
    );
  }
  if (things.chestId !== undefined) {
    checks.push(db.select({ id: chests.id }).from(chests).where(and(eq(chests.id, things.chestId), inArray(chests.profile_id, ids), isNull(chests.opened_at))).limit(1));
  }
  if (things.rewardId !== undefined) {
    checks.push(db.select({ id: rewards.id }).from(rewards).where(and(eq(rewards.id, things.rewardId), inArray(rewards.profile_id, ids))).limit(1));
  }
  if (things.sidekxTokenIds?.length) {
    checks.push(
      db
        .select({ id: tokens.id })
        .from(tokens)
        .where(and(eq(tokens.token_type, 'SIDEKX'), inArray(tokens.token_id, things.sidekxTokenIds), inArray(tokens.profile_id, ids)))
        .limit(1),
    );
  }
  const found = await Promise.all(checks);
  return found.some((rows) => rows.length > 0);
}

/** The 403 a delegate gets for writing on its vault's things (counted for /metrics). */
export function readOnlyRefusal(c: Context, db: Db) {
  delegationStats(db).readOnlyRefused++;
  return c.json({ error: MESSAGES.vaultReadOnly }, 403);
}

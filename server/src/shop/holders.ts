/**
 * Whether a player may buy a holders-only product (decision 0013), from what the town already knows:
 * collection avatars and Sidekx tokens they hold (synced from the chain at sign-in), wearables in their
 * inventory, and their cool score. Each fact is read once per check, only when a rule asks for it.
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { avatars, inventoryItems, tokens } from '../../../db/schema/index.ts';
import type { HolderRule } from '../../../domain/shop-rules.ts';
import { scoreOf } from '../coolscore/score.ts';

/** Answers each rule for one player; a player with no profile holds nothing. */
export function holderCheck(db: Db, profileId: number) {
  let collections: Promise<Set<string>> | null = null;
  let wearables: Promise<Set<number>> | null = null;
  let score: Promise<number> | null = null;
  const held = () =>
    (collections ??= Promise.all([
      db.select({ type: avatars.type }).from(avatars).where(and(eq(avatars.profile_id, profileId), inArray(avatars.type, ['CAT', 'SHADOWWOLF']))),
      db.select({ type: tokens.token_type }).from(tokens).where(and(eq(tokens.profile_id, profileId), eq(tokens.token_type, 'SIDEKX'))),
    ]).then(([a, t]) => new Set<string>([...a.map((r) => r.type), ...t.map((r) => r.type)])));
  const owned = () =>
    (wearables ??= db
      .select({ traitId: inventoryItems.trait_id })
      .from(inventoryItems)
      .where(and(eq(inventoryItems.profile_id, profileId), gt(inventoryItems.balance, 0)))
      .then((rows) => new Set(rows.map((r) => r.traitId))));
  return async (rule: HolderRule | null): Promise<boolean> => {
    if (!rule) return true;
    if (rule.kind === 'collection') {
      const set = await held();
      return rule.collection === 'ANY' ? set.size > 0 : set.has(rule.collection);
    }
    if (rule.kind === 'wearable') return (await owned()).has(rule.traitId);
    score ??= scoreOf(db, profileId);
    return (await score) >= rule.min;
  };
}

/** Looking up who an admin action is for, and the wearables a grant names. */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { profiles, traits } from '../../../db/schema/index.ts';
import { fail, ok, type Result } from '../result.ts';

/** A registered player by (lower-cased) wallet, or null. */
export async function playerByWallet(db: Db, wallet: string) {
  const [row] = await db.select({ id: profiles.id, wallet: profiles.wallet }).from(profiles).where(eq(profiles.wallet, wallet.toLowerCase())).limit(1);
  return row ?? null;
}

/**
 * Trait ids for a grant, in the order given (a repeat is an extra copy), or the problem with them: ids
 * that do not exist, names that match no trait or more than one (names are unique per avatar type only).
 */
export async function resolveTraits(db: Db, wanted: { traitIds?: number[]; traitNames?: string[] }): Promise<Result<number[], 400>> {
  if (wanted.traitIds) {
    const found = new Set((await db.select({ id: traits.id }).from(traits).where(inArray(traits.id, [...new Set(wanted.traitIds)]))).map((r) => r.id));
    const unknown = [...new Set(wanted.traitIds.filter((id) => !found.has(id)))];
    return unknown.length ? fail(400, `Unknown trait id: ${unknown.join(', ')}`) : ok(wanted.traitIds);
  }
  const names = wanted.traitNames ?? [];
  const rows = await db.select({ id: traits.id, name: traits.name }).from(traits).where(inArray(traits.name, [...new Set(names)]));
  const byName = new Map<string, number[]>();
  for (const r of rows) byName.set(r.name, [...(byName.get(r.name) ?? []), r.id]);
  const unknown = [...new Set(names.filter((n) => !byName.has(n)))];
  if (unknown.length) return fail(400, `Unknown trait name: ${unknown.join(', ')}`);
  const ambiguous = [...new Set(names.filter((n) => byName.get(n)!.length > 1))];
  if (ambiguous.length) return fail(400, `Trait name matches more than one trait, use traitIds: ${ambiguous.join(', ')}`);
  return ok(names.map((n) => byName.get(n)![0]!));
}

import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { kvEntries, profiles, type KvRow, type ProfileRow } from '../../../db/schema/index.ts';
import { connectionsOf } from '../connections/links.ts';

/** A linked social account (connections/links.ts). */
type Connection = Awaited<ReturnType<typeof connectionsOf>>[number];

/** A stored key/value entry as the owner sees it: numbers come back as numbers. */
export function kvOut(row: KvRow) {
  return {
    id: row.id,
    key: row.key,
    value: row.type === 'number' ? Number(row.value) : row.value,
    type: row.type,
    created: row.created.toISOString(),
  };
}

/** The full profile its owner sees (SPEC section 3 "Profile"); never sent to anyone else. */
export function ownProfile(row: ProfileRow, data: KvRow[], connections: Connection[] = []) {
  return {
    id: row.id,
    wallet: row.wallet,
    address: row.wallet,
    wallet_type: row.wallet_type,
    email: row.email,
    email_verified: row.email !== null && row.email_verified_at !== null,
    username: row.username,
    slug: row.slug,
    safeword: row.safeword,
    onboarded: row.onboarded,
    avatar_token_id: row.avatar_token_id,
    sapphire_town_explorer_token_id: row.sapphire_town_explorer_token_id,
    subscriptions: { general: row.sub_general, product: row.sub_product, merch: row.sub_merch },
    data: data.map(kvOut),
    connections,
    providers: connections.map((c) => c.provider),
  };
}

export type OwnProfile = ReturnType<typeof ownProfile>;

/** Loads the full profile of a (lower-cased) wallet, or null when it has not registered. */
export async function loadOwnProfile(db: Db, wallet: string): Promise<OwnProfile | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.wallet, wallet)).limit(1);
  if (!row) return null;
  const data = await db.select().from(kvEntries).where(eq(kvEntries.profile_id, row.id)).orderBy(asc(kvEntries.id));
  return ownProfile(row, data, await connectionsOf(db, row.id));
}

import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { kvEntries, profiles, providerLinks, type KvRow, type ProfileRow } from '../../../db/schema/index.ts';
import { connectionOf, type connectionsOf } from '../connections/links.ts';

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

/**
 * The reads of a profile's own parts, prepared once per database: the owner's GET /api/profile runs on
 * every page load, and building the SQL from the query builder cost more than PGlite's own work (bench
 * `db-route`).
 */
const partQueries = new WeakMap<Db, ReturnType<typeof prepareParts>>();
function prepareParts(db: Db) {
  const id = sql.placeholder('profileId');
  return {
    data: db.select().from(kvEntries).where(eq(kvEntries.profile_id, id)).orderBy(asc(kvEntries.id)).prepare('own_profile_data'),
    links: db.select().from(providerLinks).where(eq(providerLinks.profile_id, id)).orderBy(asc(providerLinks.linked_at)).prepare('own_profile_links'),
  };
}

/** The full profile of a profile row already read (the session middleware's, say): its entries and links. */
export async function ownProfileOf(db: Db, row: ProfileRow): Promise<OwnProfile> {
  let parts = partQueries.get(db);
  if (!parts) {
    parts = prepareParts(db);
    partQueries.set(db, parts);
  }
  const data = await parts.data.execute({ profileId: row.id });
  const links = await parts.links.execute({ profileId: row.id });
  return ownProfile(row, data, links.map(connectionOf));
}

/** Loads the full profile of a (lower-cased) wallet, or null when it has not registered. */
export async function loadOwnProfile(db: Db, wallet: string): Promise<OwnProfile | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.wallet, wallet)).limit(1);
  return row ? ownProfileOf(db, row) : null;
}

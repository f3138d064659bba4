import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { profiles } from '../../../db/schema/index.ts';

/** What anyone may see of a player: never e-mail, safe word, wallet or progress data. */
export async function loadPublicProfile(db: Db, where: SQL) {
  const [row] = await db
    .select({
      id: profiles.id,
      username: profiles.username,
      slug: profiles.slug,
      avatar_token_id: profiles.avatar_token_id,
      sapphire_town_explorer_token_id: profiles.sapphire_town_explorer_token_id,
      onboarded: profiles.onboarded,
    })
    .from(profiles)
    .where(where)
    .limit(1);
  // Half-registered players are not shown yet.
  if (!row?.onboarded) return null;
  const { onboarded: _onboarded, ...shown } = row;
  return shown;
}

export type PublicProfile = NonNullable<Awaited<ReturnType<typeof loadPublicProfile>>>;

/** Public profile by (lower-cased) wallet. */
export const publicProfileByWallet = (db: Db, wallet: string) => loadPublicProfile(db, eq(profiles.wallet, wallet));

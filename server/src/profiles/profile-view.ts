import type { Db } from '../../../db/client.ts';
import { loadOwnProfile, type OwnProfile } from './own-profile.ts';
import { publicProfileByWallet, type PublicProfile } from './public-profile.ts';

/**
 * The profile of `wallet` as `viewer` may see it: full for its owner, public fields for anyone else.
 * The return type is declared on purpose: inferred, TypeScript folds the full shape into the public
 * one (it has every public field) and the web's typed client would lose the owner's fields.
 */
export async function profileAsSeenBy(db: Db, wallet: string, viewer: string | null): Promise<OwnProfile | PublicProfile | null> {
  return viewer === wallet ? loadOwnProfile(db, wallet) : publicProfileByWallet(db, wallet);
}

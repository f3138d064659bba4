import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { avatarTokenIds, profiles, type NewProfileRow } from '../../../db/schema/index.ts';
import { giveExplorerAvatar } from '../wearables/give-avatar.ts';
import { grantStarterChest } from '../wearables/grant-chest.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { fail, ok, type Fail, type Result } from '../result.ts';
import { usernameReserved } from '../../../domain/registration.ts';
import type { SessionInfo } from '../auth/session-store.ts';
import { emailOfEmbeddedWallet } from '../auth/embedded-wallet.ts';
import { profileConflict } from './conflicts.ts';
import { KvInputError, storeEntries } from './kv-store.ts';

/** A refused write: the status and the spec's message (a check answers it, or null when it passes). */
export type Refusal = Fail<400 | 403 | 404 | 409>;
type Entries = ReadonlyArray<{ key: string; value: string | number }>;

/**
 * A code-login session may only put its own verified address on a profile. A Magic wallet is not one of
 * our embedded wallets: its address is known only to Magic's API, which we do not call, so (like a
 * wallet sign-in) it may name any address.
 */
export async function emailRefusal(db: Db, session: SessionInfo, email: string): Promise<Refusal | null> {
  if (session.type !== 'magic') return null;
  const verified = await emailOfEmbeddedWallet(db, session.wallet);
  return verified === null || verified === email ? null : fail(403, MESSAGES.emailMismatch);
}

/** Names that are pages of the app can never be usernames; they read as taken. */
export function slugRefusal(slug: string): Refusal | null {
  const problem = usernameReserved(slug);
  return problem ? fail(409, problem) : null;
}

/**
 * Inserts (or, with `id`, updates) a profile and its entries in one transaction, so any failure writes
 * nothing. The write that completes a registration also gives the explorer avatar and the starter chest. Unique-index races come back as the spec's 409 messages, bad keys as 400.
 */
export async function writeProfile(db: Db, target: { insert: NewProfileRow } | { id: number; set: Partial<NewProfileRow> }, entries: Entries): Promise<Result<number, 400 | 409>> {
  try {
    const written = await db.transaction(async (tx) => {
      let id: number;
      let completes: boolean;
      if ('insert' in target) {
        const [row] = await tx
          .insert(profiles)
          .values({ ...target.insert, avatar_token_id: sql`nextval(${avatarTokenIds.seqName ?? ''}::regclass)` })
          .returning({ id: profiles.id });
        id = row!.id;
        completes = target.insert.onboarded === true;
      } else {
        id = target.id;
        // Registration completes when an update first sets onboarded (the row lock keeps that to one write).
        const [before] = target.set.onboarded ? await tx.select({ onboarded: profiles.onboarded }).from(profiles).where(eq(profiles.id, id)).for('update') : [];
        completes = before?.onboarded === false;
        if (Object.keys(target.set).length) await tx.update(profiles).set({ ...target.set, updated_at: new Date() }).where(eq(profiles.id, id));
      }
      if (completes) {
        // The player's explorer exists from here on, so showing it (an image, the bag) only ever reads.
        await giveExplorerAvatar(tx, id);
        const [row] = await tx.select({ explorer: profiles.sapphire_town_explorer_token_id }).from(profiles).where(eq(profiles.id, id));
        await grantStarterChest(tx, id, row?.explorer ?? null);
      }
      // Counts sent with registration follow the human-rate rule like any other write (the page sends
      // none; a script that sent every board at its cap took 250 cool points in one request).
      await storeEntries(tx, id, entries);
      return id;
    });
    return ok(written);
  } catch (err) {
    if (err instanceof KvInputError) return fail(400, err.message);
    const conflict = profileConflict(err);
    if (conflict) return fail(409, conflict);
    throw err;
  }
}

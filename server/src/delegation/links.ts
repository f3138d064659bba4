/**
 * The delegation links a wallet has (issue 15): signed links stored here, plus delegations the vault
 * registered on the delegate.xyz registry when the server reads the chain. Wallets are lower-case.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { delegationLinks, profiles, usedDelegationSignatures } from '../../../db/schema/index.ts';
import type { OnchainDelegations } from './onchain-delegations.ts';

/** One row of `GET /api/profile/delegate`: `type` is the role of `associated_address` (my delegate, or my vault). */
export interface LinkView {
  type: 'delegate' | 'vault';
  associated_address: string;
  associated_username: string | null;
  source: 'signed' | 'onchain';
}

export interface Delegations {
  list(wallet: string): Promise<LinkView[]>;
  /** The vaults whose things `wallet` may read (signed links and on-chain delegations). */
  vaultsOf(wallet: string): Promise<string[]>;
  /** The wallets that may read `vault`'s things. */
  delegatesOf(vault: string): Promise<string[]>;
  onchain: OnchainDelegations | null;
}

export function createDelegations(db: Db, onchain: OnchainDelegations | null): Delegations {
  const signed = async (wallet: string) =>
    db
      .select({ vault: delegationLinks.vault, delegate: delegationLinks.delegate })
      .from(delegationLinks)
      .where(or(eq(delegationLinks.vault, wallet), eq(delegationLinks.delegate, wallet)))
      .orderBy(delegationLinks.id);
  return {
    onchain,
    async list(wallet) {
      const [rows, chainVaults, chainDelegates] = await Promise.all([
        signed(wallet),
        onchain ? onchain.vaultsOf(wallet) : [],
        onchain ? onchain.delegatesOf(wallet) : [],
      ]);
      const views: Omit<LinkView, 'associated_username'>[] = rows.map((r) =>
        r.vault === wallet ? { type: 'delegate', associated_address: r.delegate, source: 'signed' } : { type: 'vault', associated_address: r.vault, source: 'signed' },
      );
      const has = (type: LinkView['type'], address: string) => views.some((v) => v.type === type && v.associated_address === address);
      for (const vault of chainVaults) if (!has('vault', vault)) views.push({ type: 'vault', associated_address: vault, source: 'onchain' });
      for (const delegate of chainDelegates) if (!has('delegate', delegate)) views.push({ type: 'delegate', associated_address: delegate, source: 'onchain' });
      const names = await usernames(db, views.map((v) => v.associated_address));
      return views.map((v) => ({ ...v, associated_username: names.get(v.associated_address) ?? null }));
    },
    async vaultsOf(wallet) {
      const [rows, chain] = await Promise.all([
        db.select({ vault: delegationLinks.vault }).from(delegationLinks).where(eq(delegationLinks.delegate, wallet)),
        onchain ? onchain.vaultsOf(wallet) : [],
      ]);
      return [...new Set([...rows.map((r) => r.vault), ...chain])].filter((v) => v !== wallet);
    },
    async delegatesOf(vault) {
      const [rows, chain] = await Promise.all([
        db.select({ delegate: delegationLinks.delegate }).from(delegationLinks).where(eq(delegationLinks.vault, vault)),
        onchain ? onchain.delegatesOf(vault) : [],
      ]);
      return [...new Set([...rows.map((r) => r.delegate), ...chain])].filter((d) => d !== vault);
    },
  };
}

export async function usernames(db: Db, wallets: string[]): Promise<Map<string, string>> {
  if (wallets.length === 0) return new Map();
  const rows = await db.select({ wallet: profiles.wallet, username: profiles.username }).from(profiles).where(inArray(profiles.wallet, wallets));
  return new Map(rows.map((r) => [r.wallet, r.username]));
}

/** Stores a signed link (a second signing of the same pair refreshes its time). */
export async function saveLink(db: Db, vault: string, delegate: string, signedAt: Date): Promise<void> {
  await db
    .insert(delegationLinks)
    .values({ vault, delegate, signed_at: signedAt })
    .onConflictDoUpdate({ target: [delegationLinks.vault, delegationLinks.delegate], set: { signed_at: signedAt } });
}

/** Removes a signed link; false when there was none. */
export async function removeLink(db: Db, vault: string, delegate: string): Promise<boolean> {
  const gone = await db
    .delete(delegationLinks)
    .where(and(eq(delegationLinks.vault, vault), eq(delegationLinks.delegate, delegate)))
    .returning({ id: delegationLinks.id });
  return gone.length > 0;
}

/** Marks a signed change used; false when it was used before (a replay). */
export async function spendSignature(db: Db, digest: string): Promise<boolean> {
  const rows = await db.insert(usedDelegationSignatures).values({ digest }).onConflictDoNothing().returning({ digest: usedDelegationSignatures.digest });
  return rows.length > 0;
}

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Hex } from 'viem';
import type { Db } from '../../../db/client.ts';
import { embeddedWallets } from '../../../db/schema/index.ts';

// A dedicated key per purpose: the session secret itself is never used as an encryption key.
function walletKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'sapphire-town', 'embedded-wallet-key v1', 32));
}

/** Encrypts a private key with AES-256-GCM (random IV, bound to its address); returns base64url iv.tag.ciphertext. */
export function encryptKey(secret: string, address: string, privateKey: Hex): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', walletKey(secret), iv);
  cipher.setAAD(Buffer.from(address.toLowerCase()));
  const body = Buffer.concat([cipher.update(privateKey, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** Reverses encryptKey; throws if the data, its address or the secret does not match. */
export function decryptKey(secret: string, address: string, stored: string): Hex {
  const [iv, tag, body] = stored.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) throw new Error('malformed encrypted key');
  const decipher = createDecipheriv('aes-256-gcm', walletKey(secret), iv);
  decipher.setAAD(Buffer.from(address.toLowerCase()));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8') as Hex;
}

/** The embedded wallet address (lower-case) of an e-mail user, made on first login and the same ever after. */
export async function embeddedWalletFor(db: Db, secret: string, email: string): Promise<string> {
  const existing = await findByEmail(db, email);
  if (existing) return existing;
  const privateKey = generatePrivateKey();
  const address = privateKeyToAccount(privateKey).address.toLowerCase();
  await db
    .insert(embeddedWallets)
    .values({ email, address, encrypted_key: encryptKey(secret, address, privateKey) })
    .onConflictDoNothing({ target: embeddedWallets.email });
  // Two first logins at once: whichever insert won is the wallet for good.
  const created = await findByEmail(db, email);
  if (!created) throw new Error('embedded wallet was not stored');
  return created;
}

/** The e-mail address an embedded wallet belongs to, if it is one. */
export async function emailOfEmbeddedWallet(db: Db, address: string): Promise<string | null> {
  const [row] = await db.select({ email: embeddedWallets.email }).from(embeddedWallets).where(eq(embeddedWallets.address, address.toLowerCase()));
  return row?.email ?? null;
}

/** The embedded wallet of an (already lower-cased) address, or null when it never signed in by code. */
export async function findByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ address: embeddedWallets.address }).from(embeddedWallets).where(eq(embeddedWallets.email, email));
  return row?.address ?? null;
}

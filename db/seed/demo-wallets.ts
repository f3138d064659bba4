/**
 * Wallets of demo players that someone can actually sign in as: each key is derived from a public
 * phrase, so anyone can sign for these wallets. That is the point (the e2e tests and a curious newcomer
 * sign in as a Sidekx holder), and why the demo seed never runs on a production database.
 */
import { keccak256, stringToBytes, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/** The private key of demo player `name` (lower-case slug). */
export function demoKey(name: string): Hex {
  return keccak256(stringToBytes(`sapphire-town demo wallet: ${name}`));
}

/** The wallet address of demo player `name`, lower-cased as profiles store it. */
export function demoWallet(name: string): string {
  return privateKeyToAccount(demoKey(name)).address.toLowerCase();
}

import { randomBytes } from 'node:crypto';
import { getAddress } from 'viem';
import { createSiweMessage, parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import { welcomeMessage } from '../../../domain/identity.ts';
import { CONNECT_CHAIN_ID } from '../../../domain/timings.ts';

/** A sign-in message is good for 10 minutes. */
export const NONCE_TTL_MS = 10 * 60 * 1000;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 22 alphanumeric characters from a CSPRNG: about 131 bits. */
export function newNonce(): string {
  // 62 does not divide 256; drop bytes >= 248 so every character is equally likely.
  let out = '';
  while (out.length < 22) {
    for (const byte of randomBytes(32)) if (byte < 248 && out.length < 22) out += ALPHANUMERIC[byte % 62];
  }
  return out;
}

/** Where sign-in happens: the host is the EIP-4361 domain, the origin its URI. */
export function siweSite(publicUrl: string) {
  const url = new URL(publicUrl);
  return { domain: url.host, uri: url.origin };
}

/** Builds the EIP-4361 message for one address; its statement is the spec's welcome line plus the address. */
export function buildSiweMessage(publicUrl: string, address: string, nonce: string, now: Date) {
  const { domain, uri } = siweSite(publicUrl);
  const expiresAt = new Date(now.getTime() + NONCE_TTL_MS);
  const message = createSiweMessage({
    address: getAddress(address),
    chainId: CONNECT_CHAIN_ID,
    domain,
    uri,
    version: '1',
    // EIP-4361 statements are one line, so the welcome template's lines are joined with a space.
    statement: welcomeMessage(address).replace(/\s*\n+\s*/g, ' '),
    nonce,
    issuedAt: now,
    expirationTime: expiresAt,
  });
  return { message, expiresAt };
}

/** Re-checks a stored message before its signature is trusted: our domain and URI, chain 1, this nonce, in time. */
export function siweMessageIsCurrent(publicUrl: string, message: string, address: string, nonce: string): boolean {
  const { domain, uri } = siweSite(publicUrl);
  const parsed = parseSiweMessage(message);
  if (parsed.chainId !== CONNECT_CHAIN_ID || parsed.uri !== uri) return false;
  return validateSiweMessage({ message: parsed, domain, nonce, address: getAddress(address), time: new Date() });
}

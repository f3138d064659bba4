import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { createApp } from '../src/app.ts';

type App = ReturnType<typeof createApp>;

/** A JSON request init, with a Bearer token when given. */
export function jsonInit(method: string, body?: unknown, token?: string, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

/** A fresh wallet with a real private key. */
export const newAccount = (): PrivateKeyAccount => privateKeyToAccount(generatePrivateKey());

/** Asks for a sign-in message for `address` (any case). */
export async function getNonce(app: App, address: string) {
  const res = await app.request(`/api/profile/nonce?address=${address}`);
  if (res.status !== 200) throw new Error(`nonce: ${res.status} ${await res.text()}`);
  return (await res.json()) as { message: string; nonce: string; expiresAt: string };
}

/** The whole wallet sign-in: nonce, a real signature, verify. Returns the session token and answer. */
export async function walletSignIn(app: App, account: PrivateKeyAccount = newAccount()) {
  const { message } = await getNonce(app, account.address);
  const signature = await account.signMessage({ message });
  const res = await app.request('/api/profile/verify', jsonInit('POST', { address: account.address, signature }));
  if (res.status !== 200) throw new Error(`verify: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { token: string; profile: { id: number } };
  return { account, wallet: account.address.toLowerCase(), token: body.token, profile: body.profile };
}

/** Asks for an e-mail code and reads it back from the dev outbox. */
export async function requestCode(app: App, email: string, headers: Record<string, string> = {}) {
  const res = await app.request('/api/profile/check', jsonInit('POST', { email, type: 'magic' }, undefined, headers));
  if (res.status !== 200) throw new Error(`check: ${res.status} ${await res.text()}`);
  const box = (await (await app.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as Array<{ code: string }>;
  return box[0]!.code;
}

/** The whole e-mail sign-in: code by mail, then login. */
export async function emailSignIn(app: App, email: string, headers: Record<string, string> = {}) {
  const code = await requestCode(app, email, headers);
  const res = await app.request('/api/login', jsonInit('POST', { email, code }));
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: number; wallet: string; token: string; email?: string | null };
}

/** A registration body that passes every check. */
export function registration(wallet: string, overrides: Record<string, unknown> = {}) {
  const tag = Math.random().toString(36).slice(2, 8);
  return { address: wallet, email: `player${tag}@example.com`, name: `Player${tag}`, sapphire_town_explorer_token_id: 20000, ...overrides };
}

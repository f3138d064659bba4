import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { createApp } from '../src/app.ts';
import { bodyOf, client } from './client.ts';

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
  return bodyOf(await client(app).api.profile.nonce.$get({ query: { address } }), 200);
}

/** The whole wallet sign-in: nonce, a real signature, verify. Returns the session token and answer. */
export async function walletSignIn(app: App, account: PrivateKeyAccount = newAccount()) {
  const { message } = await getNonce(app, account.address);
  const signature = await account.signMessage({ message });
  const body = await bodyOf(await client(app).api.profile.verify.$post({ json: { address: account.address, signature } }), 200);
  return { account, wallet: account.address.toLowerCase(), token: body.token, profile: body.profile };
}

/** Asks for an e-mail code and reads it back from the dev outbox. */
export async function requestCode(app: App, email: string, headers: Record<string, string> = {}) {
  await bodyOf(await client(app).api.profile.check.$post({ json: { email, type: 'magic' } }, { headers }), 200);
  const box = await bodyOf(await client(app).api.dev.outbox.$get({ query: { to: email } }), 200);
  const code = box[0]?.code;
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** The whole e-mail sign-in: code by mail, then login, both with `headers` (a code works from the network that asked for it). */
export async function emailSignIn(app: App, email: string, headers: Record<string, string> = {}) {
  const code = await requestCode(app, email, headers);
  return bodyOf(await client(app).api.login.$post({ json: { email, code } }, { headers }), 200);
}

/** A registration body that passes every check. */
export function registration<O extends Record<string, unknown> = Record<never, never>>(wallet: string, overrides: O = {} as O) {
  const tag = Math.random().toString(36).slice(2, 8);
  const form = { address: wallet, email: `player${tag}@example.com`, name: `Player${tag}`, sapphire_town_explorer_token_id: 20000 };
  // Typed as sent, so a form with valid overrides goes through the typed client as it is.
  return { ...form, ...overrides } as Omit<typeof form, keyof O> & O;
}

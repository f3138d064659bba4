import { afterAll, beforeEach, describe, expect, test } from 'bun:test';
import { createTestApp } from '../../../test/app.ts';
import { getNonce, jsonInit, newAccount } from '../../../test/sign-in.ts';

// A stand-in Ethereum JSON-RPC node: a real HTTP server whose eth_call answer each test chooses.
type Mode = 'valid' | 'revert' | 'down';
let mode: Mode = 'valid';
const calls: Array<{ method: string; params: unknown[] }> = [];
type Rpc = { id: number; method: string; params: unknown[] };
const answer = ({ id, method }: Rpc) => {
  if (method !== 'eth_call') return { jsonrpc: '2.0', id, result: '0x1' };
  if (mode === 'revert') return { jsonrpc: '2.0', id, error: { code: 3, message: 'execution reverted', data: '0x' } };
  return { jsonrpc: '2.0', id, result: '0x01' };
};
const node = Bun.serve({
  port: 0,
  async fetch(req) {
    // The server's ranked client may batch requests, and samples its nodes with net_listening (not counted).
    const body = (await req.json()) as Rpc | Rpc[];
    const requests = Array.isArray(body) ? body : [body];
    for (const { method, params } of requests) if (method !== 'net_listening') calls.push({ method, params });
    if (mode === 'down') return new Response('bad gateway', { status: 502 });
    return Response.json(Array.isArray(body) ? body.map(answer) : answer(body));
  },
});
// A port nothing listens on, first in the list, to show the fallback moves on to the next node.
const closed = Bun.serve({ port: 0, fetch: () => new Response() });
const deadUrl = `http://127.0.0.1:${closed.port}/`;
await closed.stop(true);

const { app, close } = await createTestApp({}, { ETH_RPC_URLS: `${deadUrl},http://127.0.0.1:${node.port}/` });
afterAll(async () => {
  await close();
  await node.stop(true);
});
beforeEach(() => {
  mode = 'valid';
  calls.length = 0;
});

/** A smart wallet has no key of its own; its signature does not recover to its address. */
async function smartWalletAttempt() {
  const wallet = newAccount().address;
  const { message } = await getNonce(app, wallet);
  const signature = await newAccount().signMessage({ message });
  return { wallet, signature, send: () => app.request('/api/profile/verify', jsonInit('POST', { address: wallet, signature })) };
}

describe('signatures checked on chain (ETH_RPC_URLS set)', () => {
  test('a plain-key signature is still checked offline, without asking the node', async () => {
    const account = newAccount();
    const { message } = await getNonce(app, account.address);
    const res = await app.request('/api/profile/verify', jsonInit('POST', { address: account.address, signature: await account.signMessage({ message }) }));
    expect(res.status).toBe(200);
    expect(calls).toHaveLength(0);
  });

  test('a smart-wallet (EIP-1271/6492) signature the node accepts signs in', async () => {
    const attempt = await smartWalletAttempt();
    const res = await attempt.send();
    expect(res.status).toBe(200);
    expect((await res.json()).profile).toEqual({ id: 0, wallet: attempt.wallet.toLowerCase() });
    const call = calls.find((c) => c.method === 'eth_call');
    // The deployless ERC-6492 validator is called with the wallet and its signature.
    expect(JSON.stringify(call?.params)).toContain(attempt.wallet.slice(2).toLowerCase());
    expect(JSON.stringify(call?.params)).toContain(attempt.signature.slice(2, 40));
  });

  test('a signature the node rejects is Invalid signature', async () => {
    mode = 'revert';
    const res = await (await smartWalletAttempt()).send();
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Invalid signature' });
  });

  test('a node that cannot be reached is a 502 blockchain error, and the message stays usable', async () => {
    mode = 'down';
    const attempt = await smartWalletAttempt();
    const res = await attempt.send();
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'Error connecting to the blockchain, please reload and try again.' });
    mode = 'valid';
    expect((await attempt.send()).status).toBe(200);
  });
});

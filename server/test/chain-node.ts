/**
 * A tiny Ethereum JSON-RPC node on loopback for tests: eth_chainId, net_listening and eth_call to ERC-721
 * Enumerable contracts whose owners come from a table the test can change (directly or batched through
 * Multicall3's aggregate3). Delegation, ENS and ranking tests use the real chain (test/evm) instead. Calls are decoded and answered with
 * viem's own ABI coding, so the reader under test talks to it exactly as to a real node.
 */
import { decodeFunctionData, encodeFunctionResult, multicall3Abi, type Address, type Hex } from 'viem';
import { mainnet } from 'viem/chains';
import { ERC721_ENUMERABLE_ABI } from '../src/holdings/chain-reader.ts';

interface RpcRequest {
  id: number | string | null;
  method: string;
  params?: unknown[];
}

export interface TestNode {
  url: string;
  /** contract (lower-case) -> token id -> owner (lower-case). */
  owners: Map<string, Map<number, string>>;
  /** eth_call requests answered so far. */
  calls: () => number;
  stop(): Promise<void>;
}

export function startTestNode(): TestNode {
  const owners = new Map<string, Map<number, string>>();
  let calls = 0;
  const answer = (req: RpcRequest) => {
    const ok = (result: unknown) => ({ jsonrpc: '2.0', id: req.id, result });
    const fail = (code: number, message: string) => ({ jsonrpc: '2.0', id: req.id, error: { code, message } });
    if (req.method === 'eth_chainId') return ok('0x1');
    // The ranked transport samples nodes with net_listening.
    if (req.method === 'net_listening') return ok(true);
    if (req.method !== 'eth_call') return fail(-32601, `method ${req.method} not found`);
    calls++;
    const { to, data } = (req.params?.[0] ?? {}) as { to?: string; data?: Hex };
    if (!data) return fail(3, 'execution reverted');
    // viem's multicall batching: Multicall3's aggregate3, each inner call answered as on its own.
    if ((to ?? '').toLowerCase() === mainnet.contracts.multicall3.address.toLowerCase()) {
      const { args } = decodeFunctionData({ abi: multicall3Abi, data });
      const results = (args[0] as readonly { target: Address; allowFailure: boolean; callData: Hex }[]).map((inner) => {
        const answer = erc721(inner.target, inner.callData);
        return { success: answer.ok, returnData: answer.ok ? answer.data : '0x' as Hex };
      });
      return ok(encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: results }));
    }
    const answer = erc721(to ?? '', data);
    return answer.ok ? ok(answer.data) : fail(3, answer.reason);
  };
  const erc721 = (to: string, data: Hex): { ok: true; data: Hex } | { ok: false; reason: string } => {
    const table = owners.get(to.toLowerCase());
    if (!table) return { ok: false, reason: 'execution reverted' };
    const call = decodeFunctionData({ abi: ERC721_ENUMERABLE_ABI, data });
    const owner = call.args[0].toLowerCase();
    const held = [...table].filter(([, o]) => o === owner).map(([id]) => id).sort((a, b) => a - b);
    if (call.functionName === 'balanceOf') {
      return { ok: true, data: encodeFunctionResult({ abi: ERC721_ENUMERABLE_ABI, functionName: 'balanceOf', result: BigInt(held.length) }) };
    }
    const id = held[Number(call.args[1])];
    if (id === undefined) return { ok: false, reason: 'execution reverted: owner index out of bounds' };
    return { ok: true, data: encodeFunctionResult({ abi: ERC721_ENUMERABLE_ABI, functionName: 'tokenOfOwnerByIndex', result: BigInt(id) }) };
  };
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(request) {
      const body = (await request.json()) as RpcRequest | RpcRequest[];
      return Response.json(Array.isArray(body) ? body.map(answer) : answer(body));
    },
  });
  return { url: `http://127.0.0.1:${server.port}/`, owners, calls: () => calls, stop: () => server.stop(true) };
}

/** A node that is down: every request gets a 503. Counts how often it was asked. */
export function startDeadNode(): { url: string; hits: () => number; stop(): Promise<void> } {
  let hits = 0;
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: () => {
      hits++;
      return new Response('upstream unavailable', { status: 503 });
    },
  });
  return { url: `http://127.0.0.1:${server.port}/`, hits: () => hits, stop: () => server.stop(true) };
}

export const address = (n: number): Address => `0x${n.toString(16).padStart(40, '0')}`;

import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createPublicClient } from 'viem';
import { mainnet } from 'viem/chains';
import { startChain, type TestChain } from '../../../server/test/evm/chain.ts';
import { rankedTransport, WALLET_CHAINS, WALLET_CLIENT_SETTINGS } from './wallet-transports.ts';

// Two doors to one real node (Ganache): each forwards JSON-RPC and counts it; the test slows one down, then stops it.
let chain: TestChain;
type Door = { url: string; pings: number; reads: number; refused: number; delayMs: number; down: boolean; server: ReturnType<typeof Bun.serve> };
const doors: Door[] = [];
beforeAll(async () => {
  chain = await startChain();
  for (let i = 0; i < 2; i++) {
    const door: Door = { url: '', pings: 0, reads: 0, refused: 0, delayMs: 0, down: false, server: null as unknown as Door['server'] };
    door.server = Bun.serve({
      port: 0,
      async fetch(req) {
        const body = await req.text();
        if (door.down) {
          if (!body.includes('net_listening')) door.refused++;
          return new Response('node stopped', { status: 503 });
        }
        // The ranker samples with net_listening; everything else is the client's own reads.
        if (body.includes('net_listening')) door.pings++;
        else door.reads++;
        if (door.delayMs) await Bun.sleep(door.delayMs);
        return fetch(chain.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      },
    });
    door.url = `http://127.0.0.1:${door.server.port}`;
    doors.push(door);
  }
}, 30_000);
afterAll(async () => {
  for (const door of doors) door.server.stop(true);
  await chain?.stop();
});

/** Resolves once `check` holds, polling every 20 ms (no fixed sleeps), within `ms`. */
async function until(check: () => boolean, ms = 8000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await Bun.sleep(20);
  }
}

test('the ranked transport moves reads off a node that slows down, then off one that stops', async () => {
  const [first, second] = doors as [(typeof doors)[0], (typeof doors)[0]];
  // Ranked every 40 ms here instead of every 4 s, so ten samples take under a second.
  const client = createPublicClient({ chain: mainnet, transport: rankedTransport([first.url, second.url], { rankIntervalMs: 40 }) });
  expect(await client.getChainId()).toBe(1);

  first.delayMs = 150;
  // Once the ranker has sampled the slow node a few times, reads go to the other one.
  const pinged = first.pings;
  await until(() => first.pings >= pinged + 3);
  const before = { first: first.reads, second: second.reads };
  for (let i = 0; i < 5; i++) await client.getBlockNumber({ cacheTime: 0 });
  expect(first.reads - before.first).toBe(0);
  expect(second.reads - before.second).toBe(5);

  first.delayMs = 0;
  second.down = true;
  // Stopped: the read falls back to the first node at once, and the ranking then moves reads there.
  const firstReads = first.reads;
  expect(await client.getBlockNumber({ cacheTime: 0 })).toBeGreaterThanOrEqual(0n);
  expect(first.reads).toBe(firstReads + 1);
  const pingedAgain = second.pings + first.pings;
  await until(() => first.pings + second.pings >= pingedAgain + 4);
  const refused = second.refused;
  for (let i = 0; i < 3; i++) await client.getBlockNumber({ cacheTime: 0 });
  expect(second.refused).toBe(refused);
  expect(first.reads).toBe(firstReads + 4);
}, 20_000);

test('the wallet supports mainnet, Polygon, Mumbai and Sepolia, with multicall 32 ms / 1024 bytes and 4 s polling', () => {
  expect(WALLET_CHAINS.map((c) => c.id)).toEqual([1, 137, 80001, 11155111]);
  expect(WALLET_CLIENT_SETTINGS).toEqual({ batch: { multicall: { wait: 32, batchSize: 1024 } }, pollingInterval: 4000 });
});

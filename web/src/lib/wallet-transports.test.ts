import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createPublicClient } from 'viem';
import { mainnet } from 'viem/chains';
import { startChain, type TestChain } from '../../../server/test/evm/chain.ts';
import { openDoors, until, type Door } from '../../../server/test/evm/doors.ts';
import { rankedTransport, stopRanking, WALLET_CHAINS, WALLET_CLIENT_SETTINGS } from './wallet-transports.ts';

// Two doors to one real node (Ganache): each forwards JSON-RPC and counts it; the test slows one down, then stops it.
let chain: TestChain;
let doors: Door[] = [];
beforeAll(async () => {
  chain = await startChain();
  doors = openDoors(chain.url, 2);
}, 30_000);
afterAll(async () => {
  stopRanking();
  for (const door of doors) door.stop();
  await chain?.stop();
});

test('the ranked transport moves reads off a node that slows down, then off one that stops', async () => {
  const [first, second] = doors as [Door, Door];
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

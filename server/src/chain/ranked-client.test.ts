import { afterAll, beforeAll, expect, test } from 'bun:test';
import { parseAbi } from 'viem';
import { RPC } from '../../../domain/rpc.ts';
import { startChain, type TestChain } from '../../test/evm/chain.ts';
import { openDoors, until, type Door } from '../../test/evm/doors.ts';
import { createRankedClient, stopRanking } from './ranked-client.ts';

// Two doors to one real node (Ganache), each counting the reads it forwards; the test slows one, then stops it.
let chain: TestChain;
let doors: Door[] = [];
const ERC721 = parseAbi(['function balanceOf(address owner) view returns (uint256)']);

beforeAll(async () => {
  chain = await startChain();
  await chain.mint('CAT', chain.accounts[1]!.address, 3);
  // The server's own reads are its eth_calls.
  doors = openDoors(chain.url, 2, (body) => (body.includes('eth_call') ? 1 : 0));
}, 30_000);
afterAll(async () => {
  stopRanking();
  for (const door of doors) door.stop();
  await chain?.stop();
});

test("the server's reads move off a node that slows down, then off one that stops", async () => {
  const [first, second] = doors as [Door, Door];
  // Sampled every 40 ms instead of every 4 s, so ten samples take under a second.
  const client = createRankedClient([first.url, second.url], { rankIntervalMs: 40 });
  const read = () => client.readContract({ address: chain.contracts.collections.CAT, abi: ERC721, functionName: 'balanceOf', args: [chain.accounts[1]!.address] });
  expect(await read()).toBe(1n);

  first.delayMs = 150;
  // Once the ranker has sampled the slow node a few times, reads go to the other one.
  const pinged = first.pings;
  await until(() => first.pings >= pinged + 3);
  const slow = first.reads;
  const fast = second.reads;
  for (let i = 0; i < 4; i++) await read();
  expect(first.reads).toBe(slow);
  expect(second.reads).toBe(fast + 4);

  first.delayMs = 0;
  second.down = true;
  // Stopped: the read falls through to the first node at once, and keeps going there.
  const before = first.reads;
  expect(await read()).toBe(1n);
  for (let i = 0; i < 3; i++) await read();
  expect(first.reads).toBeGreaterThanOrEqual(before + 4);
}, 20_000);

test('the figures are SPEC section 9', () => {
  expect(RPC.rank).toEqual({ sampleCount: 10, weights: { stability: 0.7, latency: 0.3 } });
  expect([RPC.timeoutMs, RPC.httpBatchSize, RPC.multicall.wait, RPC.multicall.batchSize, RPC.pollingIntervalMs]).toEqual([10_000, 1000, 32, 1024, 4000]);
});

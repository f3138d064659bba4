/**
 * Doors to one real test node, for the RPC ranking tests: each forwards JSON-RPC to the node and counts
 * what passes; a test slows a door down (`delayMs`) or stops it (`down`, 503 like a dead node).
 * The ranker samples with net_listening; every other call in a body (one call, or a batch) is one of the
 * client's reads, unless the test counts them its own way (`countReads`).
 */
export interface Door {
  url: string;
  pings: number;
  reads: number;
  /** Reads refused while the door was down. */
  refused: number;
  delayMs: number;
  down: boolean;
  stop(): void;
}

/** The client's calls in a JSON-RPC body: all but the ranker's net_listening, a batch counted call by call. */
export function readsIn(body: string): number {
  try {
    const calls = [JSON.parse(body) as unknown].flat() as Array<{ method?: unknown }>;
    return calls.filter((call) => call?.method !== 'net_listening').length;
  } catch {
    return 0;
  }
}

export function openDoors(nodeUrl: string, count: number, countReads: (body: string) => number = readsIn): Door[] {
  return Array.from({ length: count }, () => {
    const door = { url: '', pings: 0, reads: 0, refused: 0, delayMs: 0, down: false, stop: () => {} } as Door;
    const server = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      async fetch(req) {
        const body = await req.text();
        const ping = body.includes('net_listening');
        if (door.down) {
          door.refused += countReads(body);
          return new Response('node stopped', { status: 503 });
        }
        // Counted apart: viem may batch a ranking ping and a read to the same node into one request (a
        // read in such a batch once went uncounted, and the ranking test failed on a busy machine).
        if (ping) door.pings++;
        door.reads += countReads(body);
        if (door.delayMs) await Bun.sleep(door.delayMs);
        return fetch(nodeUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      },
    });
    door.url = `http://127.0.0.1:${server.port}/`;
    door.stop = () => server.stop(true);
    return door;
  });
}

export { until } from '../until.ts';

/**
 * Doors to one real test node, for the RPC ranking tests: each forwards JSON-RPC to the node and counts
 * what passes; a test slows a door down (`delayMs`) or stops it (`down`, 503 like a dead node).
 * The ranker samples with net_listening; a body without one (or what `isRead` picks) is the client's reads.
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

export function openDoors(nodeUrl: string, count: number, isRead = (body: string) => !body.includes('net_listening')): Door[] {
  return Array.from({ length: count }, () => {
    const door = { url: '', pings: 0, reads: 0, refused: 0, delayMs: 0, down: false, stop: () => {} } as Door;
    const server = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      async fetch(req) {
        const body = await req.text();
        const ping = body.includes('net_listening');
        if (door.down) {
          if (!ping) door.refused++;
          return new Response('node stopped', { status: 503 });
        }
        // Counted apart: viem may batch a ranking ping and a read to the same node into one request.
        if (ping) door.pings++;
        if (isRead(body)) door.reads++;
        if (door.delayMs) await Bun.sleep(door.delayMs);
        return fetch(nodeUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      },
    });
    door.url = `http://127.0.0.1:${server.port}/`;
    door.stop = () => server.stop(true);
    return door;
  });
}

/** Resolves once `check` holds, polling every 20 ms (no fixed sleeps), within `ms`. */
export async function until(check: () => boolean, ms = 8000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await Bun.sleep(20);
  }
}

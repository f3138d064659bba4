/**
 * Load generator: `bun bench/load.ts <url> <concurrency> <durationMs> [bearer token]` runs that many
 * keep-alive fetch loops for the duration and prints `{ ok, failed, ms, rps }` as JSON. It runs as its
 * own process so the server under test never shares an event loop with the client.
 */
const [url, concurrencyArg, durationArg, token] = process.argv.slice(2);
const init: RequestInit = token ? { headers: { authorization: `Bearer ${token}` } } : {};
const concurrency = Number(concurrencyArg);
const durationMs = Number(durationArg);
if (!url || !(concurrency > 0 && concurrency <= 256) || !(durationMs > 0 && durationMs <= 60_000)) {
  process.stderr.write('usage: load.ts <url> <concurrency 1..256> <durationMs 1..60000> [bearer token]\n');
  process.exit(2);
}

let ok = 0;
let failed = 0;
const started = performance.now();
const deadline = started + durationMs;

async function loop(): Promise<void> {
  while (performance.now() < deadline) {
    try {
      const res = await fetch(url!, init);
      // Reading the body is what lets the connection go back to the keep-alive pool.
      await res.arrayBuffer();
      if (res.status === 200) ok++;
      else failed++;
    } catch {
      failed++;
      // A refused connection fails instantly; back off so a dead server does not spin the CPU.
      await Bun.sleep(10);
    }
  }
}

await Promise.all(Array.from({ length: concurrency }, loop));
const ms = performance.now() - started;
process.stdout.write(`${JSON.stringify({ ok, failed, ms, rps: (ok * 1000) / ms })}\n`);

/**
 * WebSocket load client for the fan-out figure, in its own process so the servers never share its event
 * loop. Opens `sockets` connections to `wsUrl`, subscribes each to `sapphiretown`, then:
 *  1. one event at a time: `spaced` events `gapMs` apart. For each, the time from the publish call to
 *     its last delivery gives that event's fan-out rate (sockets / time); every delivery gives a
 *     publish-to-receipt latency (p50/p99); server CPU per delivered message.
 *  2. burst: `burst` events back to back, timed until every socket has all of them. Bun coalesces
 *     what is published within one tick into one write per socket, so this favours a publisher that
 *     publishes synchronously; reported for information.
 * Usage: bun bench/ws-clients.ts <wsUrl> <publishUrl> <cpuUrl> <sockets> <burst> <spaced> <gapMs>
 * Prints one JSON line.
 */
const [wsUrl, publishUrl, cpuUrl, ...nums] = process.argv.slice(2);
const [sockets, burst, spaced, gapMs] = nums.map(Number) as [number, number, number, number];
if (!wsUrl || !publishUrl || !cpuUrl || !(sockets > 0) || !(burst > 0) || !(spaced > 0) || !(gapMs >= 0)) {
  process.stderr.write('usage: ws-clients.ts <wsUrl> <publishUrl> <cpuUrl> <sockets> <burst> <spaced> <gapMs>\n');
  process.exit(2);
}

const CONNECT_AT_ONCE = 50;
const PHASE_TIMEOUT_MS = 60_000;
const clock = () => performance.timeOrigin + performance.now();

let received = 0;
let lastAt = 0;
let latencies: number[] | null = null;
/** Per event (by its index in the phase): publish time and last delivery. */
let perEvent: Map<number, { t: number; last: number }> | null = null;
let wake: (() => void) | null = null;
let target = Infinity;

function onEvent(raw: string) {
  const m = JSON.parse(raw) as { type: string; data?: { t: number; i: number } };
  if (m.type !== 'event') return;
  const at = clock();
  received++;
  lastAt = at;
  if (latencies && perEvent) {
    latencies.push(at - m.data!.t);
    perEvent.set(m.data!.i, { t: m.data!.t, last: at });
  }
  if (received >= target) wake?.();
}

function open(): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl!);
    ws.onopen = () => ws.send(JSON.stringify({ type: 'subscribe', channel: 'sapphiretown' }));
    ws.onerror = () => reject(new Error(`could not open ${wsUrl}`));
    ws.onmessage = (e) => {
      const text = String(e.data);
      if (text.includes('"subscribed"')) {
        ws.onmessage = (ev) => onEvent(String(ev.data));
        resolve(ws);
      }
    };
  });
}

const all: WebSocket[] = [];
for (let i = 0; i < sockets; i += CONNECT_AT_ONCE) {
  all.push(...(await Promise.all(Array.from({ length: Math.min(CONNECT_AT_ONCE, sockets - i) }, open))));
}

const cpu = async () => {
  const u = (await (await fetch(cpuUrl)).json()) as { user: number; system: number };
  return u.user + u.system;
};

/** Publishes `count` events and resolves once every socket has them; returns ms from request to last receipt. */
async function phase(count: number, gap: number): Promise<number> {
  received = 0;
  target = count * sockets;
  const done = new Promise<void>((resolve, reject) => {
    wake = resolve;
    setTimeout(() => reject(new Error(`only ${received} of ${target} messages arrived`)), PHASE_TIMEOUT_MS);
  });
  const start = clock();
  const res = await fetch(`${publishUrl}?count=${count}&gap=${gap}`, { method: 'POST' });
  if (!res.ok) throw new Error(`publish answered ${res.status}`);
  await done;
  return lastAt - start;
}

const pct = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

const median = (values: number[]) => pct([...values].sort((a, b) => a - b), 0.5);

latencies = [];
perEvent = new Map();
const cpu0 = await cpu();
await phase(spaced, gapMs);
const cpu1 = await cpu();
const sorted = latencies.sort((a, b) => a - b);
const fanoutMs = median([...perEvent.values()].map((e) => e.last - e.t));
latencies = null;
perEvent = null;

const cpu2 = await cpu();
const burstMs = await phase(burst, 0);
const cpu3 = await cpu();
for (const ws of all) ws.close();

process.stdout.write(
  `${JSON.stringify({
    sockets,
    oneEvent: { fanoutMs, perSecond: (sockets * 1000) / fanoutMs, serverCpuUsPerMessage: (cpu1 - cpu0) / (spaced * sockets) },
    burst: { ms: burstMs, perSecond: (burst * sockets * 1000) / burstMs, serverCpuUsPerMessage: (cpu3 - cpu2) / (burst * sockets) },
    latency: { p50: pct(sorted, 0.5), p99: pct(sorted, 0.99), samples: sorted.length },
  })}\n`,
);
process.exit(0);

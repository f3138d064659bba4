/**
 * Players for the scale-out figure (scale-out.ts): one of its client processes. Opens the sockets
 * numbered `from` to `to` - 1 of the run, socket i on instance i mod count, each following the public
 * `notifications` channel, prints `ready`, then takes pushes until every socket has `pushes` of them,
 * or until none came for `idleMs` (then the missing ones count as lost). A push's message says what
 * it is, who published it and when: `push <n> <instance> <epoch ms>`, so any process can time it.
 * Writes its tally to `out` as JSON: latency histograms (0.1 ms buckets), cross-instance (the socket is
 * not on the instance that published) and local, and every frame that was repeated or out of order.
 * Usage: bun bench/ws-push-clients.ts '<json: { ws: string[], from, to, pushes, idleMs, out }>'
 */
import { writeFileSync } from 'node:fs';

interface Options {
  ws: string[];
  from: number;
  to: number;
  pushes: number;
  idleMs: number;
  out: string;
}

const { ws: wsUrls, from, to, pushes, idleMs, out } = JSON.parse(process.argv[2] ?? '{}') as Options;
if (!wsUrls?.length || !(to > from) || !(pushes > 0) || !(idleMs > 0) || !out) {
  process.stderr.write('usage: ws-push-clients.ts \'{"ws":[...],"from":0,"to":1500,"pushes":30,"idleMs":5000,"out":"/tmp/x.json"}\'\n');
  process.exit(2);
}

const CONNECT_AT_ONCE = 100;
const BUCKETS_PER_MS = 10;
const wallClock = () => performance.timeOrigin + performance.now();

const histograms = { cross: new Map<number, number>(), local: new Map<number, number>() };
let received = 0;
let duplicates = 0;
let outOfOrder = 0;
let foreign = 0;
let lastFrame = 0;
const expected = (to - from) * pushes;
let finished: (() => void) | null = null;

/** `push <n> <instance> <ms>` out of the frame, found by position: a full JSON.parse of every frame
 * would make this process, not the servers, the figure (each push reaches every socket). */
const MARK = '"message":"push ';
function parse(text: string): [number, number, number] | null {
  const at = text.indexOf(MARK);
  if (at < 0 || !text.startsWith('{"type":"event"')) return null;
  const [n, instance, t] = text.slice(at + MARK.length, text.indexOf('"', at + MARK.length)).split(' ').map(Number);
  return n === undefined || instance === undefined || t === undefined ? null : [n, instance, t];
}

function open(index: number): Promise<WebSocket> {
  const instance = index % wsUrls.length;
  let next = 0;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrls[instance]!);
    ws.onopen = () => ws.send(JSON.stringify({ type: 'subscribe', channel: 'notifications' }));
    ws.onerror = () => reject(new Error(`could not open ${wsUrls[instance]}`));
    ws.onmessage = (e) => {
      if (!String(e.data).includes('"subscribed"')) return;
      ws.onmessage = (ev) => {
        const at = wallClock();
        lastFrame = performance.now();
        const push = parse(String(ev.data));
        if (!push || push[0] >= pushes) return void foreign++;
        const [n, publisher, sentAt] = push;
        if (n < next) return void duplicates++;
        if (n > next) outOfOrder++;
        next = n + 1;
        received++;
        const histogram = publisher === instance ? histograms.local : histograms.cross;
        const bucket = Math.max(0, Math.round((at - sentAt) * BUCKETS_PER_MS));
        histogram.set(bucket, (histogram.get(bucket) ?? 0) + 1);
        if (received === expected) finished?.();
      };
      resolve(ws);
    };
  });
}

const all: WebSocket[] = [];
for (let i = from; i < to; i += CONNECT_AT_ONCE) {
  all.push(...(await Promise.all(Array.from({ length: Math.min(CONNECT_AT_ONCE, to - i) }, (_, k) => open(i + k)))));
}
process.stdout.write('ready\n');

await new Promise<void>((resolve) => {
  finished = resolve;
  // Nothing for idleMs once pushes started (or at all): whatever is missing by then is lost.
  const idle = setInterval(() => {
    if (performance.now() - (lastFrame || performance.now()) > idleMs) {
      clearInterval(idle);
      resolve();
    }
  }, 100);
  lastFrame = performance.now();
});
// A frame sent twice would come right behind the first: give repeats a moment to show.
await Bun.sleep(200);
for (const ws of all) ws.close();

const asObject = (h: Map<number, number>) => Object.fromEntries([...h].map(([b, n]) => [(b / BUCKETS_PER_MS).toFixed(1), n]));
writeFileSync(out, JSON.stringify({ sockets: to - from, expected, received, duplicates, outOfOrder, foreign, cross: asObject(histograms.cross), local: asObject(histograms.local) }));
process.exit(0);

/**
 * The baseline of the WebSocket fan-out figure: Bun's native pub/sub and nothing else. Every socket that
 * sends anything is put on one topic and told `subscribed`; a control port publishes the same event
 * messages the real server sends. Usage: `bun bench/ws-bare-server.ts <port> <control-port>`.
 */
const [portArg, controlArg] = process.argv.slice(2);
if (!portArg || !controlArg) {
  process.stderr.write('usage: ws-bare-server.ts <port> <control-port>\n');
  process.exit(2);
}
const TOPIC = 'sapphiretown';

const server = Bun.serve({
  port: Number(portArg),
  hostname: '127.0.0.1',
  idleTimeout: 60,
  fetch(req, srv) {
    if (new URL(req.url).pathname === '/api/health') return new Response('ok');
    return srv.upgrade(req) ? undefined : new Response('upgrade expected', { status: 426 });
  },
  // The real server's socket options (server/src/realtime/realtime.ts), so only the application differs.
  websocket: {
    maxPayloadLength: 64 * 1024,
    backpressureLimit: 1024 * 1024,
    closeOnBackpressureLimit: true,
    idleTimeout: 120,
    message(ws) {
      ws.subscribe(TOPIC);
      ws.send(JSON.stringify({ type: 'subscribed', channel: TOPIC }));
    },
  },
});

let seq = 0;
Bun.serve({
  port: Number(controlArg),
  hostname: '127.0.0.1',
  async fetch(req) {
    const url = new URL(req.url);
    if (url.pathname === '/cpu') return Response.json(process.cpuUsage());
    const count = Number(url.searchParams.get('count'));
    const gap = Number(url.searchParams.get('gap') ?? 0);
    for (let i = 0; i < count; i++) {
      const t = performance.timeOrigin + performance.now();
      server.publish(TOPIC, JSON.stringify({ type: 'event', channel: TOPIC, event: 'bench', data: { t, i }, seq: ++seq }));
      if (gap) await Bun.sleep(gap);
    }
    return Response.json({ published: count });
  },
});

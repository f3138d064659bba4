/**
 * The subject of the WebSocket fan-out figure: the real server exactly as `server/src/index.ts` starts it
 * (configuration from the environment), plus a control port that publishes through `realtime.publish`,
 * as an admin push would. Usage: `bun bench/ws-real-server.ts <control-port>` with PORT etc. set.
 */
import { parseEnv } from '../server/src/env.ts';
import { startServer } from '../server/src/server.ts';

const [controlArg] = process.argv.slice(2);
if (!controlArg) {
  process.stderr.write('usage: ws-real-server.ts <control-port>\n');
  process.exit(2);
}
const running = await startServer(parseEnv());

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
      await running.realtime.publish('sapphiretown', 'bench', { t, i });
      if (gap) await Bun.sleep(gap);
    }
    return Response.json({ published: count });
  },
});

process.once('SIGTERM', async () => {
  await running.stop();
  process.exit(0);
});

/**
 * The baseline: a bare Bun.serve answering every request with fixed bytes. Usage:
 * `bun bench/bare-server.ts <port> <content-type> <body-base64>`. Arguments instead of env vars so
 * the child needs no configuration parsing at all, which is the point of a baseline.
 */
const [portArg, contentType, bodyB64] = process.argv.slice(2);
if (!portArg || !contentType || bodyB64 === undefined) {
  process.stderr.write('usage: bare-server.ts <port> <content-type> <body-base64>\n');
  process.exit(2);
}
const body = Buffer.from(bodyB64, 'base64');
const headers = { 'content-type': contentType };

// Same listen options as server/src/server.ts so only the application stack differs.
Bun.serve({ port: Number(portArg), hostname: '127.0.0.1', idleTimeout: 60, fetch: () => new Response(body, { headers }) });

/**
 * Baseline for cached images: a bare Bun.serve sending one file from disk for every request.
 * Usage: `bun bench/file-server.ts <port> <content-type> <file>`.
 */
const [portArg, contentType, file] = process.argv.slice(2);
if (!portArg || !contentType || !file) {
  process.stderr.write('usage: file-server.ts <port> <content-type> <file>\n');
  process.exit(2);
}
const headers = { 'content-type': contentType };
// /api/health answers too, so the shared start-up check (waitFor200) works unchanged.
Bun.serve({ port: Number(portArg), hostname: '127.0.0.1', idleTimeout: 60, fetch: () => new Response(Bun.file(file), { headers }) });

/**
 * The Lighthouse rows' baseline, measured in the same run as the pages: the least a page of this stack
 * costs here, React 19 drawing one heading and a sentence (bench/baseline-app.tsx), built as the app is
 * (minified, production React) and served gzipped from loopback. This machine's speed changed 2-5x
 * within a day for the same build, so a page's blocking time is read beside the baseline's, as a ratio.
 */
import { join } from 'node:path';

export const BASELINE_NAME = 'baseline: React hello world';
/** The baseline page's script, as checkAppStarted looks for it. */
export const BASELINE_SCRIPT = '/app.js';

const HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sapphire Town baseline</title>
<meta name="description" content="The least a page of this stack costs: React drawing one heading.">
</head>
<body><div id="root"></div><script type="module" src="${BASELINE_SCRIPT}"></script></body>
</html>
`;

export interface BaselinePage {
  url: string;
  stop(): void;
}

/** Builds the baseline page and serves it on a free loopback port. */
export async function startBaselinePage(): Promise<BaselinePage> {
  const built = await Bun.build({
    entrypoints: [join(import.meta.dir, 'baseline-app.tsx')],
    target: 'browser',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const output = built.outputs[0];
  if (!built.success || !output) throw new AggregateError(built.logs, 'the baseline page did not build');
  const gzip = (data: string | ArrayBuffer) => new Uint8Array(Bun.gzipSync(data));
  const files = new Map<string, { body: Uint8Array<ArrayBuffer>; type: string }>([
    ['/', { body: gzip(HTML), type: 'text/html; charset=utf-8' }],
    [BASELINE_SCRIPT, { body: gzip(await output.arrayBuffer()), type: 'text/javascript; charset=utf-8' }],
  ]);
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch(req) {
      const file = files.get(new URL(req.url).pathname);
      if (!file) return new Response('not found', { status: 404 });
      return new Response(file.body, { headers: { 'content-type': file.type, 'content-encoding': 'gzip', 'cache-control': 'no-cache' } });
    },
  });
  return { url: `http://127.0.0.1:${server.port}/`, stop: () => void server.stop(true) };
}

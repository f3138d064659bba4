/** `bun run start`: builds the web bundle if it is missing, then starts the server. */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseEnv } from '../server/src/env.ts';

const env = parseEnv();
const dist = resolve(env.DIST_DIR);
if (process.argv.includes('--rebuild') || !existsSync(join(dist, 'index.html'))) {
  const { build } = await import('./build.ts');
  console.log('building the web app...');
  const { ms } = await build(dist);
  console.log(`web app built in ${ms} ms`);
}
await import('../server/src/index.ts');

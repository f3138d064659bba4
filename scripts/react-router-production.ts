/**
 * react-router's production build for the web bundle (issue 18). Its package exports only the development
 * build, which differs by one flag: `ENABLE_DEV_WARNINGS = true` keeps every route-matching warning in
 * the bundle and runs its checks on each match. The production build in the same package sets it false,
 * so the minifier drops them. Both of the package's entries the app reaches (`react-router`, and
 * `react-router/dom` through react-router-dom) are pointed there, so the bundle holds one copy.
 */
import type { BunPlugin } from 'bun';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ENTRIES: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };

export function reactRouterProduction(root: string): BunPlugin {
  const dir = join(root, 'node_modules/react-router/dist/production');
  for (const file of Object.values(ENTRIES)) {
    if (!existsSync(join(dir, file))) throw new Error(`react-router has no production build at ${join(dir, file)}: check its package layout`);
  }
  return {
    name: 'react-router-production',
    setup(build) {
      build.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({ path: join(dir, ENTRIES[args.path]!) }));
    },
  };
}

import { expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reactRouterProduction } from './react-router-production.ts';

const root = join(import.meta.dir, '..');

/** The react-router sources of a small bundle that imports it as the app does (through react-router-dom). */
async function routerSources(plugins: Parameters<typeof Bun.build>[0]['plugins']): Promise<string[]> {
  // Under node_modules, so the entry resolves the project's packages and no tool reads it as the app's.
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  const dir = mkdtempSync(join(root, 'node_modules/.cache/router-'));
  try {
    const entry = join(dir, 'entry.ts');
    writeFileSync(entry, "import { matchRoutes } from 'react-router-dom';\nconsole.log(matchRoutes([{ path: '/:name/bag' }], '/mossbeard/bag'));\n");
    const out = await Bun.build({ entrypoints: [entry], outdir: join(dir, 'out'), target: 'browser', minify: true, sourcemap: 'external', plugins });
    expect(out.success).toBe(true);
    const map = out.outputs.find((o) => o.path.endsWith('.map'));
    const sources = (JSON.parse(await map!.text()) as { sources: string[] }).sources;
    return sources.filter((s) => s.includes('react-router/')).map((s) => s.replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, ''));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("the web bundle takes react-router's production build (no development warnings), one copy of it", async () => {
  const sources = await routerSources([reactRouterProduction(root)]);
  expect(sources.length).toBeGreaterThan(0);
  expect(sources.every((s) => s.startsWith('react-router/dist/production/'))).toBe(true);
  // Without the plugin the package's exports give the development build: the plugin is what changes it.
  const plain = await routerSources([]);
  expect(plain.some((s) => s.startsWith('react-router/dist/development/'))).toBe(true);
});

test('a react-router without a production build at the known place fails the build loudly', () => {
  expect(() => reactRouterProduction(mkdtempSync(join(tmpdir(), 'no-router-')))).toThrow(/no production build/);
});

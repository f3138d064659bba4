/**
 * `/journeys`' own scripts carry no schema library (issue 18): the page imports the domain's constants,
 * and a schema made at the top of domain/journeys.ts once brought zod, and its set-up, into the page's
 * first scripts (6.3 KB brotli, compiled and run before the trail could draw). The pushes' schemas live
 * in domain/realtime.ts, which only the real-time client (after the first screen) imports.
 */
import { expect, test } from 'bun:test';
import { join } from 'node:path';

test("the journeys page's bundle holds no zod", async () => {
  const built = await Bun.build({
    entrypoints: [join(import.meta.dir, 'components/journeys-page.tsx')],
    external: ['react', 'react-dom', 'react-dom/*', 'react/*', 'react-router', 'react-router-dom', '@tanstack/*'],
    minify: false,
  });
  expect(built.success).toBe(true);
  const js = (await Promise.all(built.outputs.filter((o) => o.path.endsWith('.js')).map((o) => o.text()))).join('\n');
  // A boolean, so a failure does not print the whole bundle; every zod schema object has `_zod`.
  expect({ page: js.includes('function JourneysPage'), zod: js.includes('_zod') }).toEqual({ page: true, zod: false });
});

/**
 * The menus' scripts carry no schema library (issue 18): they load as soon as the page has painted and
 * gone idle, and route real-time pushes by name (domain/realtime-names.ts). The schemas that check each
 * push (domain/realtime.ts, with zod) load with the real-time client, after the page's quiet moment.
 * Imported from the menus, zod's set-up and the schemas took 5-9 ms of the menus' start-up task in
 * Lighthouse's traces.
 */
import { expect, test } from 'bun:test';
import { basename, join } from 'node:path';

/** The scripts `entry` imports statically, itself included: what runs before the menus can. */
function staticClosure(scripts: Map<string, string>, entry: string): string[] {
  const seen = new Set<string>();
  const walk = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const text = scripts.get(name) ?? '';
    // `import {...} from "./chunk.js"` and `import "./chunk.js"`; not `import("./chunk.js")`, which waits.
    for (const match of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) walk(match[1]!);
  };
  walk(entry);
  return [...seen];
}

test("the menus' scripts hold no zod; the real-time client's do", async () => {
  const built = await Bun.build({
    entrypoints: [join(import.meta.dir, 'menus.tsx'), join(import.meta.dir, '../lib/realtime-browser.ts')],
    external: ['react', 'react-dom', 'react-dom/*', 'react/*', 'react-router', 'react-router-dom', '@tanstack/*'],
    splitting: true,
    minify: false,
  });
  expect(built.success).toBe(true);
  const scripts = new Map<string, string>();
  for (const output of built.outputs) if (output.path.endsWith('.js')) scripts.set(basename(output.path), await output.text());
  // Every zod schema object has `_zod`; booleans, so a failure does not print the bundles.
  const holdsZod = (entry: string) => staticClosure(scripts, entry).some((name) => scripts.get(name)!.includes('_zod'));
  expect({ menus: holdsZod('menus.js'), realtime: holdsZod('realtime-browser.js') }).toEqual({ menus: false, realtime: true });
});

/**
 * The town map's still art is drawn at bundle time (town-art.macro.tsx): the browser's bundle holds the
 * markup, not the drawing components nor React's server renderer.
 */
import { expect, test } from 'bun:test';
import { join } from 'node:path';
import { townArt } from './town-art.macro.tsx';

test("every place and critter has its drawing as SVG markup, the land's and the foreground's too", () => {
  const art = townArt();
  const drawings = [art.land, art.foreground, ...Object.values(art.places), ...Object.values(art.critters)];
  expect(Object.keys(art.places)).toHaveLength(7);
  expect(Object.keys(art.critters)).toHaveLength(8);
  for (const markup of drawings) expect(markup).toMatch(/^<g[ >][\s\S]*<\/g>$/);
  // React's names are the markup's: stroke-width, not strokeWidth.
  expect(drawings.join('')).not.toContain('strokeWidth');
  expect(drawings.join('')).toContain('stroke-width');
});

test('the bundle inlines the markup and leaves out the server renderer and the drawing components', async () => {
  const built = await Bun.build({
    entrypoints: [join(import.meta.dir, 'town-map.tsx')],
    external: ['react', 'react-dom', 'react-dom/*', 'react/*'],
    minify: false,
  });
  expect(built.success).toBe(true);
  const js = (await Promise.all(built.outputs.filter((o) => o.path.endsWith('.js')).map((o) => o.text()))).join('\n');
  // Booleans, so a failure does not print the whole bundle.
  expect({ markup: js.includes(townArt().land.slice(0, 60)), server: js.includes('react-dom/server'), components: js.includes('function WorkshopArt') })
    .toEqual({ markup: true, server: false, components: false });
});

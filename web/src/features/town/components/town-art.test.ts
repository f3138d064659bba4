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

test('nothing on the map is blended with what lies under it: its light and washes are plain see-through paint', async () => {
  // With the night's window glows in `mix-blend-mode: screen` and the dawn and dusk wash in `multiply`,
  // the software compositor spent 6.9-7.6 s of CPU in 10 idle seconds at 1440 px, at night and at dusk;
  // with plain transparency 2.8-3.3 s at night and 1.2-1.4 s at dusk, as by day (decision 0054).
  const sources = await Promise.all(['town-map.css', 'town-map.tsx', 'town-map-scenery.tsx', 'town-map-places.tsx', 'town-map-critters.tsx'].map((name) => Bun.file(join(import.meta.dir, name)).text()));
  const art = townArt();
  const all = [...sources, art.land, art.foreground, ...Object.values(art.places), ...Object.values(art.critters)].join('\n');
  expect(all.match(/mix-blend-mode|mixBlendMode|feBlend/g) ?? []).toEqual([]);
});

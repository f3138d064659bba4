/**
 * `bun render/contact-sheet.ts [--out dir] [--size 96]`: every wearable of the catalogue on each body
 * (Pip, the cat, the wolf) in each view, one row per wearable, drawn by the server raster. Writes
 * contact-sheet.png (all rows) and contact-sheet-<n>.png pages of 30 rows, small enough to look at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { AVATAR_VIEWS, type AvatarType } from '../domain/traits.ts';
import { catalogueTraits } from '../db/catalogue/traits.ts';
import { toComposeTrait } from './src/trait-row.ts';
import { quickRaster } from './test/quick-raster.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const out = arg('out', 'contact-sheet');
const size = Number(arg('size', '96'));
const only = arg('only', '');
const PAGE = 30;
const LABEL = 170;

const BODIES: Array<[string, AvatarType]> = [['pip', 'EXPLORER'], ['cat', 'CAT'], ['shadowwolf', 'SHADOWWOLF']];
const byName = new Map(catalogueTraits.map((row) => [row.name, toComposeTrait(row)]));
const rows = catalogueTraits.filter((row) => row.trait_type !== 'BODY' && (!only || row.name.includes(only)));
const raster = quickRaster(size);

const xml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

async function tile(name: string, bodyName: string, type: AvatarType, view: (typeof AVATAR_VIEWS)[number]) {
  const trait = byName.get(name)!;
  const fits = trait.type === 'NONE' || trait.type === type;
  if (!fits || !(trait.view ?? AVATAR_VIEWS).includes(view)) return null;
  const data = await raster.rgba(type, view, [byName.get(bodyName)!, trait]);
  return sharp(data, { raw: { width: size, height: size, channels: 4 } }).png().toBuffer();
}

async function sheet(part: typeof rows, file: string) {
  const width = LABEL + BODIES.length * AVATAR_VIEWS.length * size;
  const header = 24;
  const height = header + part.length * size;
  const parts: OverlayOptions[] = [];
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fffaf0"/>`;
  for (const [b, [bodyName]] of BODIES.entries()) {
    for (const [v, view] of AVATAR_VIEWS.entries()) {
      const x = LABEL + (b * AVATAR_VIEWS.length + v) * size;
      svg += `<text x="${x + 4}" y="16" font-family="sans-serif" font-size="12" fill="#3a2a1e">${bodyName} ${view}</text>`;
      svg += `<rect x="${x}" y="${header}" width="${size}" height="${part.length * size}" fill="${(b * 5 + v) % 2 ? '#efe6d2' : '#f7f0e0'}"/>`;
    }
  }
  for (const [r, row] of part.entries()) {
    const y = header + r * size;
    svg += `<text x="6" y="${y + size / 2 - 4}" font-family="sans-serif" font-size="13" fill="#3a2a1e">${xml(row.display_name)}</text>`;
    svg += `<text x="6" y="${y + size / 2 + 12}" font-family="sans-serif" font-size="11" fill="#7a6a5a">${row.trait_type} ${row.rarity ?? 'COMMON'} ${row.type}</text>`;
    svg += `<line x1="0" x2="${width}" y1="${y}" y2="${y}" stroke="#d8ccb0"/>`;
    for (const [b, [bodyName, type]] of BODIES.entries()) {
      for (const [v, view] of AVATAR_VIEWS.entries()) {
        const png = await tile(row.name, bodyName, type, view);
        if (png) parts.push({ input: png, left: LABEL + (b * AVATAR_VIEWS.length + v) * size, top: y });
      }
    }
  }
  svg += '</svg>';
  await sharp(Buffer.from(svg)).composite(parts).png({ compressionLevel: 6 }).toFile(file);
}

mkdirSync(out, { recursive: true });
const started = performance.now();
for (let p = 0; p * PAGE < rows.length; p += 1) await sheet(rows.slice(p * PAGE, (p + 1) * PAGE), join(out, `contact-sheet-${p + 1}.png`));
if (!only) await sheet(rows, join(out, 'contact-sheet.png'));
console.log(`${rows.length} wearables x ${BODIES.length} bodies x ${AVATAR_VIEWS.length} views in ${out}/ (${Math.round(performance.now() - started)} ms)`);

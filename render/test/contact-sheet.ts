/**
 * `bun render/test/contact-sheet.ts [--out dir] [--size 96]`: every wearable of the catalogue on each body
 * (Pip, the cat, the wolf) in each view, one row per wearable, drawn by the server raster. Writes
 * contact-sheet.png (all rows) and contact-sheet-<n>.png pages of 30 rows, small enough to look at;
 * `--only <name part or trait type>` draws just those rows. cards.png shows every card picture cropped to
 * what it draws, as the wardrobe and the chest reveal show them.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { AVATAR_VIEWS, type AvatarType } from '../../domain/traits.ts';
import { catalogueTraits } from '../../db/catalogue/traits.ts';
import { TRAIT_BASE_URL } from '../../domain/traits.ts';
import { svgFor } from '../art/draw.ts';
import { parseLayerPath } from '../art/layer-store.ts';
import { toComposeTrait } from '../src/trait-row.ts';
import { quickRaster } from './quick-raster.ts';

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
const picked = catalogueTraits.filter((row) => !only || row.name.includes(only) || row.trait_type === only.toUpperCase());
const rows = picked.filter((row) => row.trait_type !== 'BODY');
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

/** Every card picture, trimmed to its content and fitted in a square, 12 to a row with its name. */
async function cards(file: string) {
  const cell = 110;
  const cols = 12;
  const withCards = picked.filter((row) => row.display_image);
  const parts: OverlayOptions[] = [];
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${cols * cell}" height="${Math.ceil(withCards.length / cols) * (cell + 16)}"><rect width="100%" height="100%" fill="#fffaf0"/>`;
  for (const [i, row] of withCards.entries()) {
    const [x, y] = [(i % cols) * cell, Math.floor(i / cols) * (cell + 16)];
    const dir = TRAIT_BASE_URL.replace('$type', row.type.toLowerCase()).replace('$traitType', row.trait_type.toLowerCase());
    const found = parseLayerPath(`${dir}${row.display_image}`);
    svg += `<rect x="${x + 3}" y="${y + 3}" width="${cell - 6}" height="${cell - 6}" rx="8" fill="#f3ead8"/><text x="${x + 4}" y="${y + cell + 11}" font-family="sans-serif" font-size="10" fill="#3a2a1e">${xml(row.display_name)}</text>`;
    if (!found) continue;
    const png = await sharp(Buffer.from(svgFor(found.piece, found.view, 400))).trim({ threshold: 0 }).resize(cell - 16, cell - 16, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
    parts.push({ input: png, left: x + 8, top: y + 8 });
  }
  svg += '</svg>';
  await sharp(Buffer.from(svg)).composite(parts).png().toFile(file);
}

mkdirSync(out, { recursive: true });
await cards(join(out, 'cards.png'));
const started = performance.now();
for (let p = 0; p * PAGE < rows.length; p += 1) await sheet(rows.slice(p * PAGE, (p + 1) * PAGE), join(out, `contact-sheet-${p + 1}.png`));
if (!only) await sheet(rows, join(out, 'contact-sheet.png'));
console.log(`${rows.length} wearables x ${BODIES.length} bodies x ${AVATAR_VIEWS.length} views in ${out}/ (${Math.round(performance.now() - started)} ms)`);

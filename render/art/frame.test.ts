/**
 * Nothing is cut by the frame (issue 19): every image of every catalogue trait, in every view the trait
 * claims, keeps its opaque pixels off the picture's edges, except the bottom edge of the bust views
 * (FRONT, RIGHT, LEFT, HEAD end at the chest). Backgrounds and borders fill the canvas by design. Traits
 * whose rules move or outline the whole avatar (stickers, themes, placed objects) are checked as drawn on
 * each body. And RIGHT / LEFT are true profiles: they differ from FRONT by far more than a face shift.
 */
import { describe, expect, test } from 'bun:test';
import sharp from 'sharp';
import { AVATAR_VIEWS, TRAIT_BASE_URL, type AvatarType, type AvatarView } from '../../domain/traits.ts';
import { catalogueTraits } from '../../db/catalogue/traits.ts';
import { EXPLORER_OUTFITS } from '../../db/catalogue/outfits.ts';
import { compose } from '../src/compose.ts';
import { toComposeTrait } from '../src/trait-row.ts';
import { quickRaster, touchedEdges, type Edge } from '../test/quick-raster.ts';
import { svgFor } from './draw.ts';
import { parseLayerPath } from './layer-store.ts';
import { VIEW_BOXES } from '../src/views.ts';

const SIZE = 48;
const FILLS = new Set(['BACKGROUND', 'BORDER']);
const allowed = (view: AvatarView): Edge[] => (view === 'FULL' ? [] : ['bottom']);
const dirOf = (row: (typeof catalogueTraits)[number]) =>
  TRAIT_BASE_URL.replace('$type', row.type.toLowerCase()).replace('$traitType', row.trait_type.toLowerCase());
const placed = (row: (typeof catalogueTraits)[number]) => row.offset_x != null;
const BODIES: Array<[string, AvatarType]> = [['pip', 'EXPLORER'], ['cat', 'CAT'], ['shadowwolf', 'SHADOWWOLF']];
const byName = new Map(catalogueTraits.map((row) => [row.name, toComposeTrait(row)]));

/** Runs `work` over `items` with a few at a time, so sharp's threads stay busy. */
async function each<T>(items: T[], work: (item: T) => Promise<void>, width = 8): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

describe('the frame', () => {
  test('no trait image touches an edge it should not, in any view it claims', async () => {
    const jobs: Array<{ label: string; svg: string; view: AvatarView }> = [];
    for (const row of catalogueTraits) {
      if (FILLS.has(row.trait_type) || placed(row)) continue;
      for (const view of (row.view ?? AVATAR_VIEWS) as AvatarView[]) {
        for (const image of row.images ?? []) {
          const found = parseLayerPath(`${dirOf(row)}${image.uri.replace('$view', view.toLowerCase())}`);
          if (found) jobs.push({ label: `${row.name} ${found.piece.key} ${view}`, svg: svgFor(found.piece, view, SIZE), view });
        }
      }
    }
    const cut: string[] = [];
    await each(jobs, async ({ label, svg, view }) => {
      const data = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
      const edges = touchedEdges(new Uint8Array(data), SIZE).filter((edge) => !allowed(view).includes(edge));
      if (edges.length > 0) cut.push(`${label}: ${edges.join(', ')}`);
    });
    expect(jobs.length).toBeGreaterThan(850);
    expect(cut.sort()).toEqual([]);
  }, 30_000);

  test('a held item cut by the bottom of a bust view still shows most of itself there (no stray corner of a map)', async () => {
    /** How much of the piece is drawn in `view`, in square figure units. */
    const area = async (svg: string, view: AvatarView) => {
      const data = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
      let opaque = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 96) opaque += 1;
      return opaque * (VIEW_BOXES[view][2] / SIZE) ** 2;
    };
    const stray: string[] = [];
    for (const row of catalogueTraits.filter((r) => r.trait_type === 'ACCESSORY' && !placed(r))) {
      const views = ((row.view ?? AVATAR_VIEWS) as AvatarView[]).filter((view) => view !== 'FULL');
      for (const image of row.images ?? []) {
        const found = parseLayerPath(`${dirOf(row)}${image.uri.replace('$view', 'full')}`);
        if (!found) continue;
        const whole = await area(svgFor(found.piece, 'FULL', SIZE), 'FULL');
        for (const view of views) {
          const seen = await area(svgFor(found.piece, view, SIZE), view);
          if (seen < 0.5 * whole) stray.push(`${row.name} ${view}: ${Math.round((100 * seen) / whole)}%`);
        }
      }
    }
    expect(stray).toEqual([]);
  }, 30_000);

  test('a sidekick and a held item never cover each other, whichever side the rules move them to', async () => {
    const masks = new Map<string, Promise<Uint8Array>>();
    /** The piece's opaque pixels in `view` (1 or 0 per pixel), mirrored when the composition flips it. */
    const mask = (key: string, svg: () => string) => {
      let hit = masks.get(key);
      if (!hit) {
        hit = sharp(Buffer.from(svg())).ensureAlpha().raw().toBuffer().then((data) => {
          const out = new Uint8Array(SIZE * SIZE);
          for (let p = 0; p < out.length; p += 1) out[p] = data[p * 4 + 3]! > 96 ? 1 : 0;
          return out;
        });
        masks.set(key, hit);
      }
      return hit;
    };
    const rowsOf = (type: string) => catalogueTraits.filter((row) => row.trait_type === type && !placed(row));
    const covered: string[] = [];
    for (const item of rowsOf('ACCESSORY')) {
      for (const sidekick of rowsOf('SIDEKICK')) {
        for (const view of (item.view ?? AVATAR_VIEWS) as AvatarView[]) {
          const layers = compose('EXPLORER', view, [byName.get(item.name)!, byName.get(sidekick.name)!]).layers;
          const flipped = (type: string) => layers.find((l) => l.traitType === type)?.flip ?? false;
          const [a, b] = await Promise.all([item, sidekick].map((row) => {
            const piece = parseLayerPath(`${dirOf(row)}${row.images![0]!.uri.replace('$view', view.toLowerCase())}`)!.piece;
            return mask(`${piece.key} ${view}`, () => svgFor(piece, view, SIZE));
          }));
          const [fa, fb] = [flipped('ACCESSORY'), flipped('SIDEKICK')];
          let both = 0;
          let own = 0;
          for (let y = 0; y < SIZE; y += 1) {
            for (let x = 0; x < SIZE; x += 1) {
              const inB = b![y * SIZE + (fb ? SIZE - 1 - x : x)]!;
              own += inB;
              both += inB & a![y * SIZE + (fa ? SIZE - 1 - x : x)]!;
            }
          }
          if (both > 0.04 * own) covered.push(`${item.name} + ${sidekick.name} ${view}: ${Math.round((100 * both) / own)}%`);
        }
      }
    }
    expect(covered).toEqual([]);
  }, 30_000);

  test('traits that move, outline or place things stay inside the frame on every body', async () => {
    const raster = quickRaster(SIZE);
    const rows = catalogueTraits.filter((row) => !FILLS.has(row.trait_type) && !row.parent_background &&
      (placed(row) || (row.rules ?? []).some((rule) => rule.type === 'EFFECT' || rule.type === 'MUTATE_ALL')));
    const jobs = rows.flatMap((row) => BODIES.filter(([, type]) => row.type === 'NONE' || row.type === type)
      .flatMap(([body, type]) => ((row.view ?? AVATAR_VIEWS) as AvatarView[]).map((view) => ({ row, body, type, view }))));
    const cut: string[] = [];
    await each(jobs, async ({ row, body, type, view }) => {
      const data = await raster.rgba(type, view, [byName.get(body)!, byName.get(row.name)!]);
      // A handstand turns the bust upside down: its cut edge is then at the top. Woot tilts it, so the
      // cut edge runs out at a lower corner.
      const fns = (row.rules ?? []).map((rule) => rule.fn);
      const upside = (row.rules ?? []).some((rule) => rule.fn === 'upside-down' && rule.type === 'MUTATE_ALL');
      const free: Edge[] = allowed(view).flatMap((edge) => (upside ? ['top' as const] : fns.includes('woot') ? [edge, 'left' as const, 'right' as const] : [edge]));
      const edges = touchedEdges(data, SIZE).filter((edge) => !free.includes(edge));
      if (edges.length > 0) cut.push(`${row.name} on ${body} ${view}: ${edges.join(', ')}`);
    });
    expect(rows.length).toBeGreaterThan(5);
    expect(cut.sort()).toEqual([]);
  }, 30_000);

  test('RIGHT and LEFT are profiles, not the front view with the face moved', async () => {
    const raster = quickRaster(64);
    const outfits: Array<[AvatarType, string[]]> = [
      ['EXPLORER', EXPLORER_OUTFITS[10000]], ['EXPLORER', EXPLORER_OUTFITS[30000]], ['CAT', ['cat']], ['SHADOWWOLF', ['shadowwolf']],
    ];
    for (const [type, names] of outfits) {
      const traits = names.map((name) => byName.get(name)!);
      const [front, left, right] = await Promise.all((['FRONT', 'LEFT', 'RIGHT'] as const).map((view) => raster.rgba(type, view, traits)));
      const share = (a: Uint8Array, b: Uint8Array) => {
        let differ = 0;
        for (let i = 0; i < a.length; i += 4) if (Math.abs(a[i + 3]! - b[i + 3]!) > 64 || Math.abs(a[i]! - b[i]!) > 48) differ += 1;
        return differ / (a.length / 4);
      };
      expect(share(front!, left!)).toBeGreaterThan(0.12);
      expect(share(front!, right!)).toBeGreaterThan(0.12);
      expect(share(left!, right!)).toBeGreaterThan(0.12);
    }
  }, 30_000);
});

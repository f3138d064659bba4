/**
 * The seeded wearable catalogue is big and varied enough (issue 19: 150+ wearables, at least eight of
 * every trait type a body can wear, every rarity, every rule used), every view a trait claims draws
 * something, and every card picture shows its piece (thumbnails crop to what is drawn).
 */
import { describe, expect, test } from 'bun:test';
import sharp from 'sharp';
import {
  AVATAR_TYPES, AVATAR_VIEWS, PLACEMENT_THEMES, RARITY, RULE_FUNCTIONS, RULE_TYPES, TRAIT_BASE_URL, TRAIT_TYPES,
  type AvatarView,
} from '../../domain/traits.ts';
import { catalogueTraits } from '../../db/catalogue/traits.ts';
import { svgFor } from './draw.ts';
import { parseLayerPath } from './layer-store.ts';
import { C } from './svg.ts';

const wearables = catalogueTraits.filter((row) => row.trait_type !== 'BODY');
const countBy = (key: (row: (typeof catalogueTraits)[number]) => string) =>
  catalogueTraits.reduce<Record<string, number>>((acc, row) => {
    acc[key(row)] = (acc[key(row)] ?? 0) + 1;
    return acc;
  }, {});

describe('the seeded catalogue', () => {
  test('has at least 150 wearables, and eight or more of every trait type a body can wear', () => {
    expect(wearables.length).toBeGreaterThanOrEqual(150);
    const byType = countBy((row) => row.trait_type);
    expect(TRAIT_TYPES.filter((type) => type !== 'BODY' && (byType[type] ?? 0) < 8)).toEqual([]);
    // Every rarity above COMMON has several pieces, legendary ones in most trait types.
    const legendary = new Set(wearables.filter((row) => row.rarity === 'LEGENDARY').map((row) => row.trait_type));
    expect(legendary.size).toBeGreaterThanOrEqual(8);
  });

  test('every card picture draws its piece, filling a good share of the box a thumbnail crops to; effects each have their own', async () => {
    const thin: string[] = [];
    const rows = wearables.filter((row) => row.display_image && row.trait_type !== 'BACKGROUND' && row.trait_type !== 'BORDER');
    let next = 0;
    await Promise.all(Array.from({ length: 8 }, async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        const found = parseLayerPath(`${TRAIT_BASE_URL.replace('$type', row.type.toLowerCase()).replace('$traitType', row.trait_type.toLowerCase())}${row.display_image}`);
        if (!found) {
          thin.push(`${row.name}: no art`);
          continue;
        }
        const { data, info } = await sharp(Buffer.from(svgFor(found.piece, found.view, 64))).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
        let [minX, minY, maxX, maxY, opaque] = [info.width, info.height, -1, -1, 0];
        for (let i = 3; i < data.length; i += 4) {
          if (data[i]! < 128) continue;
          const p = (i - 3) / 4;
          const [x, y] = [p % info.width, Math.floor(p / info.width)];
          [minX, minY, maxX, maxY, opaque] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y), opaque + 1];
        }
        const box = (maxX - minX + 1) * (maxY - minY + 1);
        // The old cabal candles card (two candles in opposite corners) filled 4% of its box; patterns (stripes, face paint) fill 9% and more.
        if (maxX < 0 || opaque / box < 0.08) thin.push(`${row.name}: ${maxX < 0 ? 'empty' : `${Math.round((100 * opaque) / box)}% of a ${maxX - minX + 1}x${maxY - minY + 1} box`}`);
      }
    }));
    expect(thin).toEqual([]);
    const effects = wearables.filter((row) => row.trait_type === 'EFFECT');
    expect(effects.every((row) => row.display_image)).toBe(true);
    expect(new Set(effects.map((row) => row.display_image)).size).toBe(effects.length);
  }, 30_000);

  test('legendary pieces look it: gold, with a glow or glints (art/svg.ts)', () => {
    const plain = wearables.filter((row) => row.rarity === 'LEGENDARY').filter((row) => {
      const svg = (row.images ?? []).map((image) => {
        const found = parseLayerPath(`${TRAIT_BASE_URL.replace('$type', row.type.toLowerCase()).replace('$traitType', row.trait_type.toLowerCase())}${image.uri.replace('$view', 'full')}`);
        return found ? svgFor(found.piece, 'FULL') : '';
      }).join('');
      const gold = svg.includes(C.gold) || svg.includes('#e0a82e');
      // glow() rings at opacity 0.16, glints() are stars with a 1.2 outline.
      return !(gold && (svg.includes('opacity="0.16"') || svg.includes('stroke-width="1.2"')));
    }).map((row) => row.name);
    expect(plain).toEqual([]);
  });

  test("a body's card is its head with its face on it", () => {
    for (const row of catalogueTraits.filter((r) => r.trait_type === 'BODY')) {
      const found = parseLayerPath(`${TRAIT_BASE_URL.replace('$type', row.type.toLowerCase()).replace('$traitType', 'body')}${row.display_image}`);
      const face = parseLayerPath(`${TRAIT_BASE_URL.replace('$type', row.type.toLowerCase()).replace('$traitType', 'body')}${row.name}-face/head.png`);
      expect(found && face ? found.piece.draw({ view: 'HEAD', turn: 0 }) : '').toContain(face!.piece.draw({ view: 'HEAD', turn: 0 }));
    }
  });

  test('every avatar type has wearables of its own, and every rarity appears', () => {
    const own = (type: string) => wearables.filter((row) => row.type === type).length;
    expect(AVATAR_TYPES.filter((type) => own(type) < (type === 'EXPLORER' ? 1 : 3))).toEqual([]);
    const rarities = new Set(catalogueTraits.map((row) => row.rarity ?? 'COMMON'));
    expect(Object.keys(RARITY).filter((rarity) => !rarities.has(rarity as keyof typeof RARITY))).toEqual([]);
  });

  test('uses every named rule function, every placement theme and every rule type', () => {
    const rules = catalogueTraits.flatMap((row) => row.rules ?? []);
    const fns = new Set(rules.map((rule) => rule.fn));
    expect([...RULE_FUNCTIONS, ...PLACEMENT_THEMES].filter((fn) => !fns.has(fn))).toEqual([]);
    const types = new Set(rules.map((rule) => rule.type));
    expect(RULE_TYPES.filter((type) => !types.has(type))).toEqual([]);
  });

  test('every view a trait claims draws something', async () => {
    const blank: string[] = [];
    const jobs: Array<{ label: string; pieces: Array<NonNullable<ReturnType<typeof parseLayerPath>>>; view: AvatarView }> = [];
    for (const row of catalogueTraits) {
      // Rule-only effects (no images) draw nothing by design.
      if ((row.images ?? []).length === 0) continue;
      const dir = TRAIT_BASE_URL.replace('$type', row.type.toLowerCase()).replace('$traitType', row.trait_type.toLowerCase());
      for (const view of (row.view ?? AVATAR_VIEWS) as AvatarView[]) {
        const found = (row.images ?? []).map((image) => parseLayerPath(`${dir}${image.uri.replace('$view', view.toLowerCase())}`));
        if (found.some((f) => !f)) blank.push(`${row.name} ${view}: missing art`);
        jobs.push({ label: `${row.name} ${view}`, pieces: found.filter((f) => f !== null), view });
      }
    }
    // 64 px is plenty to tell an empty layer from a drawn one; eight drawings at a time keep sharp's threads busy.
    let next = 0;
    await Promise.all(Array.from({ length: 8 }, async () => {
      while (next < jobs.length) {
        const { label, pieces, view } = jobs[next++]!;
        let painted = 0;
        for (const found of pieces) {
          const { data } = await sharp(Buffer.from(svgFor(found.piece, view, 64))).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
          for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted += 1;
        }
        if (painted === 0) blank.push(label);
      }
    }));
    expect(blank).toEqual([]);
  }, 60_000);
});

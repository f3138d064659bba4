/**
 * The seeded wearable catalogue is big and varied enough (issue 5: 60+ traits across every type, each
 * with art for the views it supports, every rule used), and every view a trait claims draws something.
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

const wearables = catalogueTraits.filter((row) => row.trait_type !== 'BODY');
const countBy = (key: (row: (typeof catalogueTraits)[number]) => string) =>
  catalogueTraits.reduce<Record<string, number>>((acc, row) => {
    acc[key(row)] = (acc[key(row)] ?? 0) + 1;
    return acc;
  }, {});

describe('the seeded catalogue', () => {
  test('has at least 60 wearables, and several of every trait type', () => {
    expect(wearables.length).toBeGreaterThanOrEqual(60);
    const byType = countBy((row) => row.trait_type);
    // Three Sidekx exist (SPEC section 9), so "several" is three.
    expect(TRAIT_TYPES.filter((type) => (byType[type] ?? 0) < 3)).toEqual([]);
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
    for (const row of catalogueTraits) {
      // Rule-only effects (no images) draw nothing by design.
      if ((row.images ?? []).length === 0) continue;
      const dir = TRAIT_BASE_URL.replace('$type', row.type.toLowerCase()).replace('$traitType', row.trait_type.toLowerCase());
      for (const view of (row.view ?? AVATAR_VIEWS) as AvatarView[]) {
        let painted = 0;
        for (const image of row.images ?? []) {
          const found = parseLayerPath(`${dir}${image.uri.replace('$view', view.toLowerCase())}`);
          if (!found) {
            blank.push(`${row.name} ${view}: no art for ${image.uri}`);
            continue;
          }
          // 64 px is plenty to tell an empty layer from a drawn one, and keeps 300-odd drawings quick.
          const { data } = await sharp(Buffer.from(svgFor(found.piece, view, 64))).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
          for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted += 1;
        }
        if (painted === 0) blank.push(`${row.name} ${view}`);
      }
    }
    expect(blank).toEqual([]);
  }, 60_000);
});

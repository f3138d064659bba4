/** The starter chest's pick (domain/wearables.ts pickStarter) over the real catalogue it is given in production. */
import { describe, expect, test } from 'bun:test';
import { pickStarter, type StarterCandidate } from '../../domain/wearables.ts';
import { EXPLORER_OUTFITS } from './outfits.ts';
import { catalogueTraits } from './traits.ts';

const catalogue: StarterCandidate[] = catalogueTraits.map((t, i) => ({
  id: i + 1,
  name: t.name,
  rarity: t.rarity ?? 'COMMON',
  type: t.type,
  traitType: t.trait_type,
}));
const byId = new Map(catalogue.map((t) => [t.id, t]));

describe('starter chest pick', () => {
  test('three COMMON..RARE wearables for explorers or every type, of three trait types, never a body or the starting outfit', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const outfit = EXPLORER_OUTFITS[10000];
      const picked = pickStarter(catalogue, seed, outfit).map((id) => byId.get(id)!);
      expect(picked).toHaveLength(3);
      expect(new Set(picked.map((t) => t.traitType)).size).toBe(3);
      for (const t of picked) {
        expect(['COMMON', 'UNCOMMON', 'RARE']).toContain(t.rarity);
        expect(['EXPLORER', 'NONE']).toContain(t.type);
        expect(t.traitType).not.toBe('BODY');
        expect(outfit).not.toContain(t.name);
      }
    }
  });

  test('deterministic per seed, different across seeds, and independent of catalogue order', () => {
    expect(pickStarter(catalogue, 42)).toEqual(pickStarter([...catalogue].reverse(), 42));
    const distinct = new Set(Array.from({ length: 20 }, (_, i) => pickStarter(catalogue, i + 1).join(',')));
    expect(distinct.size).toBeGreaterThan(5);
  });

  test('a small catalogue gives what it has; an empty one nothing', () => {
    const two = catalogue.filter((t) => t.name === 'meadow' || t.name === 'round-specs');
    expect(pickStarter(two, 1).sort()).toEqual(two.map((t) => t.id).sort());
    expect(pickStarter([], 1)).toEqual([]);
    const hats = catalogue.filter((t) => t.traitType === 'HAT' && t.rarity !== 'EPIC');
    expect(new Set(pickStarter(hats, 3)).size).toBe(Math.min(3, hats.length));
  });
});

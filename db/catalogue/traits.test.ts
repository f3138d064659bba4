import { describe, expect, test } from 'bun:test';
import { RULE_SCOPES, TRAIT_TYPES } from '../../domain/traits.ts';
import { EXPLORER_OUTFITS } from './outfits.ts';
import { catalogueTraits } from './traits.ts';

describe('the avatar catalogue', () => {
  test('covers every trait type, with unique names and only allowed rule pairings', () => {
    expect(new Set(catalogueTraits.map((t) => t.trait_type))).toEqual(new Set(TRAIT_TYPES));
    expect(new Set(catalogueTraits.map((t) => t.name)).size).toBe(catalogueTraits.length);
    for (const trait of catalogueTraits) {
      for (const rule of trait.rules ?? []) expect(RULE_SCOPES[rule.fn]).toContain(rule.type);
    }
  });

  test('every starting outfit names seeded traits, one per trait type', () => {
    for (const outfit of Object.values(EXPLORER_OUTFITS)) {
      const rows = outfit.map((name) => catalogueTraits.find((t) => t.name === name));
      expect(rows.every(Boolean)).toBe(true);
      expect(new Set(rows.map((r) => r?.trait_type)).size).toBe(outfit.length);
    }
  });
});

import { describe, expect, test } from 'bun:test';
import { equipMany, equipOne, fits, unequip, validateEquipSet, type Equippable } from './equip.ts';
import type { AvatarType, TraitType } from './traits.ts';

const item = (id: number, traitType: TraitType, type: AvatarType = 'NONE', boundTo: number | null = null): Equippable => ({ id, boundTo, trait: { type, traitType } });
const ids = (set: Equippable[]) => set.map((i) => i.id);

describe('equip rules (SPEC section 4 "Avatar editing")', () => {
  test('equipping one item drops the item of the same trait type, keeps the rest', () => {
    const set = [item(1, 'HAT'), item(2, 'SHIRT')];
    expect(ids(equipOne(set, item(3, 'HAT')))).toEqual([2, 3]);
    expect(ids(equipOne(set, item(4, 'FACE')))).toEqual([1, 2, 4]);
    // Equipping what is worn already changes nothing but the order.
    expect(ids(equipOne(set, set[0]!))).toEqual([2, 1]);
    expect(ids(set)).toEqual([1, 2]);
  });

  test('equipping many replaces the set; the later of two items of one type wins', () => {
    expect(ids(equipMany([item(1, 'HAT'), item(2, 'SHIRT')]))).toEqual([1, 2]);
    expect(ids(equipMany([item(1, 'HAT'), item(2, 'SHIRT'), item(3, 'HAT')]))).toEqual([2, 3]);
    expect(equipMany([])).toEqual([]);
  });

  test('unequip takes one item off', () => {
    expect(ids(unequip([item(1, 'HAT'), item(2, 'SHIRT')], 1))).toEqual([2]);
  });

  test('an item fits its own avatar type, NONE fits all, a bound item only its avatar', () => {
    expect(fits('CAT', item(1, 'HAT', 'CAT'))).toBe(true);
    expect(fits('CAT', item(1, 'HAT', 'NONE'))).toBe(true);
    expect(fits('EXPLORER', item(1, 'BODY', 'CAT'))).toBe(false);
    expect(fits('EXPLORER', item(1, 'HAT', 'NONE', 7), 7)).toBe(true);
    expect(fits('EXPLORER', item(1, 'HAT', 'NONE', 7), 8)).toBe(false);
    // Without an avatar id (the type alone) binding is not judged.
    expect(fits('EXPLORER', item(1, 'HAT', 'NONE', 7))).toBe(true);
  });

  test('a whole set: the first problem in the API words, or null', () => {
    expect(validateEquipSet('EXPLORER', [item(1, 'BODY', 'EXPLORER'), item(2, 'HAT')])).toBeNull();
    expect(validateEquipSet('EXPLORER', [])).toBeNull();
    expect(validateEquipSet('EXPLORER', [item(1, 'BODY', 'CAT')])).toBe('Item does not fit this avatar');
    expect(validateEquipSet('SHADOWWOLF', [item(1, 'HAT'), item(2, 'HAT')])).toBe('One item per trait type');
    expect(validateEquipSet('SHADOWWOLF', [item(1, 'HAT'), item(1, 'HAT')])).toBe('One item per trait type');
    expect(validateEquipSet('CAT', [item(1, 'HAT', 'NONE', 3)], 4)).toBe('Item does not fit this avatar');
    // Not fitting is reported before doubles.
    expect(validateEquipSet('CAT', [item(1, 'HAT', 'EXPLORER'), item(2, 'HAT')])).toBe('Item does not fit this avatar');
  });
});

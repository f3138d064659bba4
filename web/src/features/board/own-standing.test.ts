import { describe, expect, test } from 'bun:test';
import { isTied, ownStanding } from './own-standing.ts';

const entries = [
  { rank: 1, slug: 'juniper', value: 50 },
  { rank: 2, slug: 'pebble', value: 17 },
  { rank: 2, slug: 'mossbeard', value: 17 },
  { rank: 4, slug: 'wren', value: 3 },
];

describe('ownStanding', () => {
  test('a visitor has no standing, whatever the board says', () => {
    expect(ownStanding(entries, null, 0, 4)).toBeNull();
    expect(ownStanding(entries, undefined, 9, 4)).toBeNull();
  });

  test('a listed player gets their entry and its place in the list', () => {
    expect(ownStanding(entries, 'mossbeard', 17, 4)).toEqual({ kind: 'listed', entry: entries[2]!, index: 2 });
  });

  test('a scored player below a full top list is "beyond" with their own count', () => {
    expect(ownStanding(entries, 'newcomer', 2, 4)).toEqual({ kind: 'beyond', value: 2 });
  });

  test('missing from a list that is not full means not stored yet: no standing', () => {
    expect(ownStanding(entries, 'newcomer', 2, 100)).toBeNull();
  });

  test('a player with no score yet is not shown at all', () => {
    expect(ownStanding(entries, 'newcomer', 0, 4)).toBeNull();
    expect(ownStanding([], 'newcomer', 0, 4)).toBeNull();
  });
});

describe('isTied', () => {
  test('equal ranks next to each other are ties; others are not', () => {
    expect([0, 1, 2, 3].map((i) => isTied(entries, i))).toEqual([false, true, true, false]);
    expect(isTied(entries, 9)).toBe(false);
  });
});

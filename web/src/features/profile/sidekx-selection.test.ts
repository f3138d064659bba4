import { describe, expect, test } from 'bun:test';
import { canPlace, keepHeld, parseSelection, place, serialise, slotOf, SLOTS, tokenIn } from './sidekx-selection.ts';

test('the slots are Sage, Milo and Bones, in that order', () => {
  expect(SLOTS).toEqual(['Sage', 'Milo', 'Bones']);
});

describe('reading and writing', () => {
  test('three ids joined by commas, an empty part for an empty slot', () => {
    expect(parseSelection('12,,7')).toEqual([12, null, 7]);
    expect(serialise([12, null, 7])).toBe('12,,7');
    expect(serialise([null, null, null])).toBe(',,');
  });

  test('nothing stored, or rubbish, means empty slots', () => {
    expect(parseSelection(undefined)).toEqual([null, null, null]);
    expect(parseSelection('')).toEqual([null, null, null]);
    expect(parseSelection('x,1.5,-2')).toEqual([null, null, null]);
    expect(parseSelection(5)).toEqual([5, null, null]);
  });

  test('round trip', () => {
    for (const value of [',,', '1,2,3', ',4,', '9,,']) expect(serialise(parseSelection(value))).toBe(value);
  });
});

describe('placing', () => {
  const selection = parseSelection('1,,3');

  test('a free token goes into a slot', () => {
    expect(place(selection, 'Milo', 2)).toEqual([1, 2, 3]);
    expect(tokenIn(place(selection, 'Milo', 2), 'Milo')).toBe(2);
  });

  test('a token already in another slot cannot be put in a slot', () => {
    expect(canPlace(selection, 'Milo', 1)).toBe(false);
    expect(place(selection, 'Milo', 1)).toBe(selection);
    expect(slotOf(selection, 1)).toBe('Sage');
  });

  test('a token may stay in its own slot, and a slot can be emptied', () => {
    expect(canPlace(selection, 'Sage', 1)).toBe(true);
    expect(place(selection, 'Sage', null)).toEqual([null, null, 3]);
  });

  test('placing does not change the selection it was given', () => {
    place(selection, 'Milo', 2);
    expect(selection).toEqual([1, null, 3]);
  });
});

test('a Sidekx the player no longer holds leaves its slot', () => {
  expect(keepHeld([1, 2, 3], new Set([1, 3]))).toEqual([1, null, 3]);
  expect(keepHeld([null, null, null], new Set())).toEqual([null, null, null]);
});

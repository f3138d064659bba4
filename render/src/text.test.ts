import { describe, expect, test } from 'bun:test';
import { fitText, fontBounds, truncate } from './text.ts';

// Every character is 0.6 em wide: enough to reason about sizes exactly.
const measure = (text: string, size: number) => Array.from(text).length * size * 0.6;

describe('avatar text', () => {
  test('truncate cuts at the maximum length with an ellipsis', () => {
    expect(truncate('Pebble', 12)).toBe('Pebble');
    expect(truncate('Twelve chars', 12)).toBe('Twelve chars');
    expect(truncate('Thirteen char', 12)).toBe('Thirteen ch…');
    expect(truncate('Split word here', 7)).toBe('Split…');
    expect(Array.from(truncate('🦉🦉🦉🦉', 3))).toEqual(['🦉', '🦉', '…']);
    expect(truncate('abc', 1)).toBe('…');
  });

  test('font size bounds are 20..300 at 1000 px, scaled, never above the box', () => {
    expect(fontBounds(1, 1000)).toEqual({ minFontSize: 20, maxFontSize: 300 });
    expect(fontBounds(0.5, 1000)).toEqual({ minFontSize: 10, maxFontSize: 150 });
    expect(fontBounds(1, 60)).toEqual({ minFontSize: 20, maxFontSize: 60 });
    expect(fontBounds(1, 12)).toEqual({ minFontSize: 12, maxFontSize: 12 });
  });

  test('fitText takes the largest size that fits, then cuts characters at the smallest', () => {
    expect(fitText('Hi', 1000, { minFontSize: 20, maxFontSize: 300 }, measure)).toEqual({ text: 'Hi', size: 300 });
    expect(fitText('Mossbeard', 270, { minFontSize: 20, maxFontSize: 300 }, measure)).toEqual({ text: 'Mossbeard', size: 50 });
    const cut = fitText('Bartholomew', 60, { minFontSize: 20, maxFontSize: 100 }, measure);
    expect(cut).toEqual({ text: 'Bart…', size: 20 });
    expect(measure(cut.text, cut.size)).toBeLessThanOrEqual(60);
  });
});

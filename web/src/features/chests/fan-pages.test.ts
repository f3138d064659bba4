import { describe, expect, test } from 'bun:test';
import { cardsPerPage, fanPage, followPage } from './fan-pages.ts';

describe('the reveal in pages', () => {
  test('three cards on a phone, five wider; pages hold what is left', () => {
    expect(cardsPerPage(340)).toBe(3);
    expect(cardsPerPage(700)).toBe(5);
    expect(fanPage(1, 3, 0)).toEqual({ page: 0, pages: 1, from: 0, to: 1 });
    expect(fanPage(30, 5, 5)).toEqual({ page: 5, pages: 6, from: 25, to: 30 });
    expect(fanPage(12, 5, 2)).toEqual({ page: 2, pages: 3, from: 10, to: 12 });
    // A page past the end (the width grew) shows the last one.
    expect(fanPage(12, 5, 3)).toEqual({ page: 2, pages: 3, from: 10, to: 12 });
  });

  test('the fan follows the cards turning on their own, but stays while the shown page has one face down', () => {
    const opened = [true, true, true, false, false];
    expect(followPage(opened, 3, 0)).toBe(1);
    expect(followPage(opened, 3, 1)).toBe(1);
    expect(followPage([true, false, true, true, true], 3, 1)).toBe(0);
    expect(followPage([true, true, true, true, true], 3, 1)).toBe(1);
    expect(followPage([false, true, true], 3, 0)).toBe(0);
  });
});

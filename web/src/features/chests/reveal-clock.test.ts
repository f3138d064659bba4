import { afterEach, beforeEach, describe, expect, jest, test } from 'bun:test';
import { ChestReveal, type RevealState } from './reveal-clock.ts';

let seen: RevealState[];
let callbacks: number[];
let reveal: ChestReveal;
const last = () => seen.at(-1)!;
const make = (count: number, timings?: ConstructorParameters<typeof ChestReveal>[1]['timings']) => {
  reveal = new ChestReveal(count, { onChange: (s) => seen.push(s), onCardOpen: (i) => callbacks.push(i), timings });
  reveal.start();
  return reveal;
};

beforeEach(() => {
  jest.useFakeTimers();
  seen = [];
  callbacks = [];
});
afterEach(() => {
  reveal.dispose();
  jest.useRealTimers();
});

describe('the chest', () => {
  test('opens after exactly 1 s and reveals the cards 3 s later', () => {
    make(3);
    expect(last()).toEqual({ stage: 'closed', opened: [false, false, false] });
    jest.advanceTimersByTime(999);
    expect(last().stage).toBe('closed');
    jest.advanceTimersByTime(1);
    expect(last().stage).toBe('open');
    jest.advanceTimersByTime(2999);
    expect(last().stage).toBe('open');
    jest.advanceTimersByTime(1);
    expect(last()).toEqual({ stage: 'reveal', opened: [false, false, false] });
  });

  test('cards cannot be turned before the reveal', () => {
    make(2);
    reveal.flip(0);
    jest.advanceTimersByTime(1000);
    reveal.flip(0);
    expect(last().opened).toEqual([false, false]);
  });

  test('an empty chest goes straight to done at the reveal', () => {
    make(0);
    jest.advanceTimersByTime(4000);
    expect(last().stage).toBe('done');
  });
});

describe('cards', () => {
  test('a press turns a card at once; its callback fires exactly 2 s later', () => {
    make(1, { autoOpen: null });
    jest.advanceTimersByTime(4000);
    reveal.flip(0);
    expect(last()).toEqual({ stage: 'reveal', opened: [true] });
    jest.advanceTimersByTime(1999);
    expect(callbacks).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(callbacks).toEqual([0]);
    expect(last().stage).toBe('done');
  });

  test('turning a card twice changes nothing and fires one callback', () => {
    make(2, { autoOpen: null });
    jest.advanceTimersByTime(4000);
    reveal.flip(1);
    const count = seen.length;
    reveal.flip(1);
    expect(seen).toHaveLength(count);
    jest.advanceTimersByTime(5000);
    expect(callbacks).toEqual([1]);
    expect(last().stage).toBe('reveal');
  });

  test('by default each face-down card turns on its own 1 s after the last one', () => {
    make(3);
    jest.advanceTimersByTime(4000 + 999);
    expect(last().opened).toEqual([false, false, false]);
    jest.advanceTimersByTime(1);
    expect(last().opened).toEqual([true, false, false]);
    jest.advanceTimersByTime(1000);
    expect(last().opened).toEqual([true, true, false]);
    jest.advanceTimersByTime(1000);
    expect(last().opened).toEqual([true, true, true]);
    jest.advanceTimersByTime(1999);
    expect(callbacks).toEqual([0, 1]);
    expect(last().stage).toBe('reveal');
    jest.advanceTimersByTime(1);
    expect(callbacks).toEqual([0, 1, 2]);
    expect(last().stage).toBe('done');
  });

  test('a press restarts the auto-open wait for the next card', () => {
    make(3);
    jest.advanceTimersByTime(4500);
    reveal.flip(2);
    jest.advanceTimersByTime(999);
    expect(last().opened).toEqual([false, false, true]);
    jest.advanceTimersByTime(1);
    expect(last().opened).toEqual([true, false, true]);
  });

  test('dispose stops every timer', () => {
    make(2);
    jest.advanceTimersByTime(5000);
    reveal.dispose();
    const count = seen.length;
    jest.advanceTimersByTime(60_000);
    expect(seen).toHaveLength(count);
    expect(callbacks).toEqual([]);
  });
});

import { afterEach, beforeEach, describe, expect, jest, test } from 'bun:test';
import { ClickCounter, clickRule, CLICKABLES, type ClickableKey } from './click-counter.ts';

let saves: Array<[ClickableKey, number]>;
let completes: Array<[ClickableKey, number]>;
const hooks = {
  save: (key: ClickableKey, total: number) => void saves.push([key, total]),
  complete: (key: ClickableKey, total: number) => void completes.push([key, total]),
};

beforeEach(() => {
  jest.useFakeTimers();
  saves = [];
  completes = [];
});
afterEach(() => jest.useRealTimers());

const clicks = (counter: ClickCounter, n: number) => Array.from({ length: n }, () => counter.click());

describe('clickRule', () => {
  test('10 clicks by default, 5 for frog and bird, never more than the cap', () => {
    expect(clickRule('torch-click')).toMatchObject({ target: 10, cap: 50, resets: false, speedStep: 0.3, sound: 'click' });
    expect(clickRule('frog-croak')).toMatchObject({ target: 5, resets: true, speedStep: 0.1, sound: 'croak' });
    expect(clickRule('bird-chirp')).toMatchObject({ target: 5, resets: true, speedStep: 0.3, sound: 'chirp' });
    expect(clickRule('acorns').target).toBe(10);
    expect(clickRule('found-chugs').target).toBe(1);
    expect(clickRule('chugs-skating').target).toBe(5);
    for (const key of CLICKABLES) expect(clickRule(key).target).toBeLessThanOrEqual(clickRule(key).cap);
  });
});

describe('ClickCounter', () => {
  test('saves the count once, one second after the last click', () => {
    const counter = new ClickCounter('torch-click', 0, hooks);
    clicks(counter, 3);
    jest.advanceTimersByTime(999);
    expect(saves).toEqual([]);
    counter.click();
    jest.advanceTimersByTime(999);
    expect(saves).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(saves).toEqual([['torch-click', 4]]);
    jest.advanceTimersByTime(5000);
    expect(saves).toHaveLength(1);
  });

  test('the frog completes on the fifth click, saves at once, then starts over', () => {
    const counter = new ClickCounter('frog-croak', 0, hooks);
    const results = clicks(counter, 5);
    expect(results.map((r) => r.completed)).toEqual([false, false, false, false, true]);
    expect(completes).toEqual([['frog-croak', 5]]);
    expect(counter.pending).toBe(false);
    jest.advanceTimersByTime(2000);
    expect(saves).toEqual([]);
    const next = clicks(counter, 5);
    expect(next.map((r) => r.progress)).toEqual([1, 2, 3, 4, 5]);
    expect(completes).toEqual([['frog-croak', 5], ['frog-croak', 10]]);
  });

  test('the sound speeds up by 0.3 a click (0.1 for the frog) and settles after the save', () => {
    const torch = new ClickCounter('torch-click', 0, hooks);
    expect(clicks(torch, 3).map((r) => r.rate)).toEqual([1, 1.3, 1.6]);
    jest.advanceTimersByTime(1000);
    expect(torch.click().rate).toBe(1);
    const frog = new ClickCounter('frog-croak', 0, hooks);
    expect(clicks(frog, 3).map((r) => Math.round(r.rate * 10) / 10)).toEqual([1, 1.1, 1.2]);
    const wall = new ClickCounter('wall-clicks', 0, hooks);
    expect(Math.max(...clicks(wall, 40).map((r) => r.rate))).toBe(4);
  });

  test('items that do not reset complete once, carrying progress over visits', () => {
    const torch = new ClickCounter('torch-click', 7, hooks);
    const results = clicks(torch, 3);
    expect(results.map((r) => r.progress)).toEqual([8, 9, 10]);
    expect(completes).toEqual([['torch-click', 10]]);
    clicks(torch, 5);
    expect(completes).toHaveLength(1);
    jest.advanceTimersByTime(1000);
    expect(saves).toEqual([['torch-click', 15]]);
    const done = new ClickCounter('acorns', 10, hooks);
    expect(done.click()).toMatchObject({ completed: false, total: 10 });
  });

  test('never counts past the cap', () => {
    const counter = new ClickCounter('found-chugs', 0, hooks);
    expect(counter.click()).toMatchObject({ completed: true, total: 1 });
    expect(counter.click()).toMatchObject({ completed: false, total: 1 });
    const frog = new ClickCounter('frog-croak', 48, hooks);
    expect(clicks(frog, 5).map((r) => r.total)).toEqual([49, 50, 50, 50, 50]);
  });

  test('takes the server value only while nothing waits to be saved', () => {
    const counter = new ClickCounter('wall-clicks', 0, hooks);
    counter.click();
    counter.sync(0);
    expect(counter.count).toBe(1);
    jest.advanceTimersByTime(1000);
    counter.sync(30);
    expect(counter.count).toBe(30);
  });

  test('flush saves a waiting count now; dispose does too', () => {
    const counter = new ClickCounter('balloon-clicks', 2, hooks);
    counter.click();
    counter.dispose();
    expect(saves).toEqual([['balloon-clicks', 3]]);
    jest.advanceTimersByTime(1000);
    expect(saves).toHaveLength(1);
  });
});

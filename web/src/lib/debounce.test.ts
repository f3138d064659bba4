import { afterEach, beforeEach, describe, expect, jest, test } from 'bun:test';
import { debounce } from './debounce.ts';

let calls: string[][];
const record = (...args: string[]) => {
  calls.push(args);
};

beforeEach(() => {
  jest.useFakeTimers();
  calls = [];
});
afterEach(() => {
  jest.useRealTimers();
});

describe('debounce', () => {
  test('calls once, ms after the last call, with the last arguments', () => {
    const run = debounce(record, 100);
    run('a');
    jest.advanceTimersByTime(60);
    run('b', 'c');
    jest.advanceTimersByTime(99);
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual([['b', 'c']]);
    jest.advanceTimersByTime(1000);
    expect(calls).toEqual([['b', 'c']]);
  });

  test('starts a fresh wait after each trailing call', () => {
    const run = debounce(record, 100);
    run('a');
    jest.advanceTimersByTime(100);
    run('b');
    jest.advanceTimersByTime(100);
    expect(calls).toEqual([['a'], ['b']]);
  });

  test('cancel drops the pending call', () => {
    const run = debounce(record, 100);
    run('a');
    run.cancel();
    jest.advanceTimersByTime(500);
    expect(calls).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });

  test('flush runs the pending call at once, and only once', () => {
    const run = debounce(record, 100);
    run('a');
    run('b');
    run.flush();
    expect(calls).toEqual([['b']]);
    jest.advanceTimersByTime(500);
    run.flush();
    expect(calls).toEqual([['b']]);
  });

  test('flush with nothing pending does nothing', () => {
    const run = debounce(record, 100);
    run.flush();
    expect(calls).toEqual([]);
  });

  test('fn may call the debounced function again', () => {
    const seen: number[] = [];
    const run = debounce((n: number) => {
      seen.push(n);
      if (n < 3) run(n + 1);
    }, 10);
    run(1);
    jest.advanceTimersByTime(10);
    jest.advanceTimersByTime(10);
    jest.advanceTimersByTime(10);
    expect(seen).toEqual([1, 2, 3]);
  });
});

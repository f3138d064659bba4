import { afterEach, beforeEach, describe, expect, jest, test } from 'bun:test';
import { firstPageBehindSplash, firstPageDrawn, whenFirstPageDrawn } from './first-page.ts';

/** Lets promise callbacks run. */
const settle = () => new Promise<void>((resolve) => queueMicrotask(() => queueMicrotask(() => queueMicrotask(resolve))));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('whenFirstPageDrawn', () => {
  test('a page behind a splash: waits until it is drawn, then runs once', async () => {
    firstPageBehindSplash();
    let runs = 0;
    whenFirstPageDrawn(() => runs++, 3000);
    await settle();
    expect(runs).toBe(0);
    firstPageDrawn();
    await settle();
    expect(runs).toBe(1);
    jest.advanceTimersByTime(5000);
    expect(runs).toBe(1);
    // Drawn already: a later waiter goes at once.
    whenFirstPageDrawn(() => runs++, 3000);
    await settle();
    expect(runs).toBe(2);
  });

  test('a page that is never drawn (its script failed) lets the waiters go after withinMs', async () => {
    firstPageBehindSplash();
    let runs = 0;
    whenFirstPageDrawn(() => runs++, 3000);
    jest.advanceTimersByTime(2999);
    await settle();
    expect(runs).toBe(0);
    jest.advanceTimersByTime(1);
    expect(runs).toBe(1);
  });

  test('cancelled, it never runs', async () => {
    firstPageBehindSplash();
    let runs = 0;
    const cancel = whenFirstPageDrawn(() => runs++, 3000);
    cancel();
    firstPageDrawn();
    await settle();
    jest.advanceTimersByTime(5000);
    expect(runs).toBe(0);
  });
});

import { afterEach, beforeEach, describe, expect, jest, test } from 'bun:test';
import { KvBatcher, PATIENT_MAX_MS, type KvEntry } from './kv-batcher.ts';

let sent: KvEntry[][];
let stored: KvEntry[][];
let failNext: unknown[];

function batcher(options: Partial<ConstructorParameters<typeof KvBatcher>[0]> = {}) {
  return new KvBatcher({
    send: async (entries) => {
      sent.push(entries);
      const failure = failNext.shift();
      if (failure) throw failure;
      return entries;
    },
    onStored: (entries) => void stored.push(entries),
    ...options,
  });
}

/** Lets the promise chain of a send settle under fake timers. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => {
  jest.useFakeTimers();
  sent = [];
  stored = [];
  failNext = [];
});
afterEach(() => jest.useRealTimers());

describe('KvBatcher', () => {
  test('sends one batch, 2 s after the last change, with the latest value per key', async () => {
    const kv = batcher();
    kv.set('torch-click', 1);
    jest.advanceTimersByTime(1500);
    kv.set('torch-click', 2);
    kv.set('acorns', 3);
    jest.advanceTimersByTime(1999);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    await settle();
    expect(sent).toEqual([[{ key: 'torch-click', value: 2 }, { key: 'acorns', value: 3 }]]);
    expect(stored).toHaveLength(1);
    jest.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(1);
  });

  test('save sends what is queued and the new entries at once', async () => {
    const kv = batcher();
    kv.set('read-intro', 1);
    await kv.save([{ key: 'tada', value: 1 }]);
    expect(sent).toEqual([[{ key: 'read-intro', value: 1 }, { key: 'tada', value: 1 }]]);
    jest.advanceTimersByTime(5000);
    expect(sent).toHaveLength(1);
  });

  test('one batch in flight at a time: later changes follow in order', async () => {
    let release: () => void = () => {};
    const order: KvEntry[][] = [];
    const kv = new KvBatcher({
      send: (entries) => {
        order.push(entries);
        return order.length === 1 ? new Promise((resolve) => (release = () => resolve(entries))) : Promise.resolve(entries);
      },
    });
    const first = kv.save([{ key: 'frog-croak', value: 5 }]);
    const second = kv.save([{ key: 'frog-croak', value: 10 }]);
    await settle();
    expect(order).toHaveLength(1);
    release();
    await Promise.all([first, second]);
    expect(order.map((b) => b[0]!.value)).toEqual([5, 10]);
  });

  test('a failed batch is retried with backoff and never overwrites a newer value', async () => {
    failNext = [new Error('offline')];
    const kv = batcher();
    kv.set('wall-clicks', 4);
    kv.set('acorns', 1);
    jest.advanceTimersByTime(2000);
    await settle();
    expect(sent).toHaveLength(1);
    kv.set('wall-clicks', 6);
    jest.advanceTimersByTime(2000);
    await settle();
    expect(sent[1]).toEqual([{ key: 'wall-clicks', value: 6 }, { key: 'acorns', value: 1 }]);
    expect(stored).toHaveLength(1);
  });

  test('a batch the server rejects is dropped and reported, not retried', async () => {
    const failed: unknown[] = [];
    failNext = [new Error('Unknown key')];
    const kv = batcher({ retryable: () => false, onFailed: (error) => void failed.push(error) });
    await kv.save([{ key: 'side', value: 1 }]);
    jest.advanceTimersByTime(60_000);
    await settle();
    expect(sent).toHaveLength(1);
    expect(failed).toHaveLength(1);
  });

  test('gives up after the retries and reports it', async () => {
    failNext = Array.from({ length: 10 }, () => new Error('down'));
    const failed: unknown[] = [];
    const kv = batcher({ maxRetries: 2, onFailed: (error) => void failed.push(error) });
    kv.set('acorns', 2);
    for (let i = 0; i < 6; i++) {
      jest.advanceTimersByTime(8000);
      await settle();
    }
    expect(sent).toHaveLength(3);
    expect(failed).toHaveLength(1);
  });

  test('offline (a patient failure) the clicks stay queued however long it lasts, and go out together once it passes', async () => {
    const offline = new Error('offline');
    failNext = Array.from({ length: 12 }, () => offline);
    const failed: unknown[] = [];
    const kv = batcher({ maxRetries: 2, patient: (error) => error === offline, onFailed: (error) => void failed.push(error) });
    kv.set('acorns', 1);
    for (let i = 0; i < 12; i++) {
      jest.advanceTimersByTime(PATIENT_MAX_MS);
      await settle();
      kv.set('acorns', i + 2);
    }
    expect(failed).toEqual([]);
    expect(sent.length).toBeGreaterThanOrEqual(12);
    await kv.flush();
    expect(stored.at(-1)).toEqual([{ key: 'acorns', value: 13 }]);
  });

  test('unsent holds what is queued and what is in flight, takes nothing off the queue, and onUnsent follows it to empty', async () => {
    const reports: KvEntry[][] = [];
    let release: () => void = () => {};
    const kv = new KvBatcher({
      send: (entries) => new Promise((resolve) => (release = () => resolve(entries))),
      onUnsent: (entries) => void reports.push(entries),
    });
    kv.set('imx-intro', 1);
    const saving = kv.save([{ key: 'frog-croak', value: 3 }]);
    await settle();
    // In flight: still unsent, and a newer value queued meanwhile wins over it.
    kv.set('frog-croak', 4);
    expect(kv.unsent()).toEqual([{ key: 'imx-intro', value: 1 }, { key: 'frog-croak', value: 4 }]);
    expect(kv.unsent()).toEqual(kv.unsent());
    expect(reports.at(-1)).toEqual([{ key: 'imx-intro', value: 1 }, { key: 'frog-croak', value: 4 }]);
    release();
    await saving;
    expect(reports.at(-1)).toEqual([{ key: 'frog-croak', value: 4 }]);
    const second = kv.flush();
    await settle();
    release();
    await second;
    expect(kv.unsent()).toEqual([]);
    expect(reports.at(-1)).toEqual([]);
  });

  test('a patient failure keeps its entries unsent; a batch dropped for good leaves the list', async () => {
    const offline = new Error('offline');
    const reports: KvEntry[][] = [];
    failNext = [offline, new Error('Unknown key')];
    const kv = batcher({ patient: (error) => error === offline, retryable: () => false, onUnsent: (entries) => void reports.push(entries) });
    await kv.save([{ key: 'acorns', value: 2 }]);
    expect(kv.unsent()).toEqual([{ key: 'acorns', value: 2 }]);
    expect(reports.at(-1)).toEqual([{ key: 'acorns', value: 2 }]);
    await kv.flush();
    expect(sent).toHaveLength(2);
    expect(kv.unsent()).toEqual([]);
    expect(reports.at(-1)).toEqual([]);
  });
});

import { describe, expect, test } from 'bun:test';
import type { QueueStatus } from '../../../../domain/journeys.ts';
import { createQueueWatcher, queueDetail, type Clock, type QueueOutcome } from './queue-poller.ts';

/** A clock that only moves when told to, recording when each check ran. */
function fakeClock() {
  let now = 0;
  let next = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: Clock = {
    setTimeout(run, ms) {
      const id = next++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
  };
  /** Moves time on, running each timer that comes due (and the promises it starts) in order. */
  async function advance(ms: number) {
    const until = now + ms;
    for (;;) {
      await settle();
      const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = until;
    await settle();
  }
  return { clock, advance, now: () => now, timers: () => timers.size };
}

/** Lets answers already given reach the watcher. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

/** A server whose answers are scripted per call; records the clock time of each check. */
function scripted(clockNow: () => number, answers: Array<QueueStatus | 'error'>) {
  const calls: Array<{ queueId: string; at: number }> = [];
  const check = async (queueId: string): Promise<QueueStatus> => {
    calls.push({ queueId, at: clockNow() });
    const answer = answers.shift() ?? 'PENDING';
    if (answer === 'error') throw new Error('status 503');
    return answer;
  };
  return { calls, check };
}

describe('the journey queue poller', () => {
  test('asks at once, every 4 s while PENDING or failing, and stops on OK', async () => {
    const t = fakeClock();
    const server = scripted(t.now, ['PENDING', 'error', 'PENDING', 'OK']);
    const ended: Array<[string, number[], QueueOutcome]> = [];
    const pending: number[] = [];
    const watcher = createQueueWatcher({ check: server.check, clock: t.clock, onEnd: (...a) => ended.push(a), onChange: (n) => pending.push(n) });

    watcher.start('q1', [7, 9]);
    await t.advance(0);
    expect(server.calls.map((c) => c.at)).toEqual([0]);
    expect(watcher.pending()).toEqual(['q1']);

    await t.advance(3_999);
    expect(server.calls).toHaveLength(1);
    await t.advance(1);
    expect(server.calls.map((c) => c.at)).toEqual([0, 4_000]);
    // The failure (a status above 299 or a lost connection) waits 4 s like PENDING.
    await t.advance(8_000);
    expect(server.calls.map((c) => c.at)).toEqual([0, 4_000, 8_000, 12_000]);
    expect(ended).toEqual([['q1', [7, 9], 'ok']]);
    expect(pending).toEqual([1, 0]);
    expect(watcher.pending()).toEqual([]);

    // OK ended it: nothing more is asked, nothing is left ticking.
    await t.advance(60_000);
    expect(server.calls).toHaveLength(4);
    expect(t.timers()).toBe(0);
  });

  test('a queue already being asked about is not asked twice; two queues run side by side', async () => {
    const t = fakeClock();
    const answers: Record<string, QueueStatus[]> = { a: ['PENDING', 'OK'], b: ['OK'] };
    const calls: string[] = [];
    const ended: string[] = [];
    const watcher = createQueueWatcher({
      check: async (id) => {
        calls.push(id);
        return answers[id]!.shift()!;
      },
      clock: t.clock,
      onEnd: (id) => ended.push(id),
    });
    watcher.start('a', []);
    watcher.start('a', []);
    watcher.start('b', [1]);
    await t.advance(0);
    expect(calls).toEqual(['a', 'b']);
    expect(ended).toEqual(['b']);
    await t.advance(4_000);
    expect(calls).toEqual(['a', 'b', 'a']);
    expect(ended).toEqual(['b', 'a']);
  });

  test('stop() ends the asking, and an answer still on its way is ignored', async () => {
    const t = fakeClock();
    let release: (status: QueueStatus) => void = () => {};
    const calls: number[] = [];
    const ended: string[] = [];
    const watcher = createQueueWatcher({
      check: (id) => {
        calls.push(t.now());
        return id === 'slow' ? new Promise((resolve) => (release = resolve)) : Promise.resolve('PENDING');
      },
      clock: t.clock,
      onEnd: (id) => ended.push(id),
    });
    watcher.start('slow', []);
    watcher.start('steady', []);
    await t.advance(0);
    watcher.stop();
    release('OK');
    await t.advance(20_000);
    expect(calls).toEqual([0, 0]);
    expect(ended).toEqual([]);
    expect(t.timers()).toBe(0);
    // A stopped watcher starts nothing new.
    watcher.start('late', []);
    await t.advance(0);
    expect(calls).toHaveLength(2);
  });

  test('gives up after maxAttempts asks and says so', async () => {
    const t = fakeClock();
    const server = scripted(t.now, []);
    const ended: QueueOutcome[] = [];
    const watcher = createQueueWatcher({ check: server.check, clock: t.clock, onEnd: (_id, _t, outcome) => ended.push(outcome), maxAttempts: 3 });
    watcher.start('lost', []);
    await t.advance(60_000);
    expect(server.calls.map((c) => c.at)).toEqual([0, 4_000, 8_000]);
    expect(ended).toEqual(['gave-up']);
  });
});

describe('queueDetail', () => {
  test('takes a queue id and the trait ids, and nothing else', () => {
    expect(queueDetail({ queueId: 'abc', traitIds: [1, 2] })).toEqual({ queueId: 'abc', traitIds: [1, 2] });
    expect(queueDetail({ queueId: 'abc' })).toEqual({ queueId: 'abc', traitIds: [] });
    expect(queueDetail({ queueId: 'abc', traitIds: [1, 'x', 2.5] })).toEqual({ queueId: 'abc', traitIds: [1] });
    expect(queueDetail({ queueId: '' })).toBeNull();
    expect(queueDetail({ queueId: 'x'.repeat(65) })).toBeNull();
    expect(queueDetail({ queueId: 5 })).toBeNull();
    expect(queueDetail(null)).toBeNull();
    expect(queueDetail('abc')).toBeNull();
  });
});

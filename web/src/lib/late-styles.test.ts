import { describe, expect, test } from 'bun:test';
import { lateStyles } from './late-styles.ts';

type Listener = (event: Event) => void;

/** One of the boot script's `<link class="late-styles" media="print">`s, loaded (`sheet`) or on its way. */
function link(name: string, loaded: boolean) {
  const listeners: Record<string, Listener> = {};
  return {
    name,
    sheet: loaded ? {} : null,
    media: 'print',
    listeners,
    addEventListener: (type: string, listener: Listener) => {
      listeners[type] = listener;
    },
    removeEventListener: (type: string) => {
      delete listeners[type];
    },
    /** The browser's answer: loaded (with a sheet) or failed (none). */
    settle(outcome: 'load' | 'error') {
      if (outcome === 'load') this.sheet = {};
      listeners[outcome]?.({ type: outcome } as Event);
    },
  };
}
type FakeLink = ReturnType<typeof link>;

/** A document holding `links`, which records each style update the app forces (by the links on at the time). */
function page(links: FakeLink[]) {
  const updates: string[][] = [];
  const view = { getComputedStyle: () => ({ color: updates.push(links.filter((l) => l.media === 'all').map((l) => l.name)) }) };
  const doc = { querySelectorAll: () => links, defaultView: view, documentElement: {} } as unknown as Document;
  return { doc, updates };
}

/** Tasks the test runs one at a time, as the browser would between frames. */
function taskQueue() {
  const queued: Array<() => void> = [];
  return { queued, nextTask: (run: () => void) => void queued.push(run), runOne: () => queued.shift()?.() };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Bun.sleep(5);
  return done;
};

describe("the stylesheet's second part before the app's first render", () => {
  test('a shell without it (the development server) waits for nothing', async () => {
    expect(await settled(lateStyles(1000, page([]).doc))).toBe(true);
  });

  test('loaded files are turned on in order, one per task, each made ready in its own task', async () => {
    const links = ['a', 'b', 'c'].map((name) => link(name, true));
    const { doc, updates } = page(links);
    const tasks = taskQueue();
    const waiting = lateStyles(1000, doc, {}, tasks.nextTask);
    expect(updates).toEqual([['a']]);
    expect(await settled(waiting)).toBe(false);
    tasks.runOne();
    expect(updates).toEqual([['a'], ['a', 'b']]);
    tasks.runOne();
    expect(updates).toEqual([['a'], ['a', 'b'], ['a', 'b', 'c']]);
    expect(await settled(waiting)).toBe(false);
    tasks.runOne();
    expect(await settled(waiting)).toBe(true);
  });

  test("a returning player's app that comes before the paint has the boot script ask for them first, then waits for each to load, or fail", async () => {
    const links = [link('a', false), link('b', false)];
    let linked = false;
    const { doc, updates } = page(links);
    const gated = { ...doc, querySelectorAll: () => (linked ? links : []) } as unknown as Document;
    const tasks = taskQueue();
    const waiting = lateStyles(1000, gated, { stRest: () => (linked = true) }, tasks.nextTask);
    expect(linked).toBe(true);
    // Nothing is on before it has loaded; the second is waited for only after the first.
    expect(links.map((l) => l.media)).toEqual(['print', 'print']);
    expect(Object.keys(links[1]!.listeners)).toEqual([]);
    links[1]!.settle('load');
    links[0]!.settle('error');
    expect(Object.keys(links[0]!.listeners)).toEqual([]);
    tasks.runOne();
    // A failed file is turned on in its place all the same, and holds up the next no longer.
    expect(updates).toEqual([['a']]);
    tasks.runOne();
    expect(updates).toEqual([['a'], ['a', 'b']]);
    tasks.runOne();
    expect(await settled(waiting)).toBe(true);
  });

  test('a slow network: after the limit all are turned on and the app draws anyway', async () => {
    const links = [link('a', true), link('b', false)];
    const tasks = taskQueue();
    const waiting = lateStyles(20, page(links).doc, {}, tasks.nextTask);
    tasks.runOne();
    expect(links.map((l) => l.media)).toEqual(['all', 'print']);
    expect(await settled(waiting)).toBe(false);
    await Bun.sleep(30);
    expect(await settled(waiting)).toBe(true);
    expect(links.map((l) => l.media)).toEqual(['all', 'all']);
    // Its load, when it comes, starts nothing more.
    links[1]!.settle('load');
    expect(tasks.queued.length).toBe(1);
    tasks.runOne();
    expect(tasks.queued.length).toBe(0);
  });
});

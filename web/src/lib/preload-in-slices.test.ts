import { describe, expect, test } from 'bun:test';
import { namedScripts, preloadInSlices } from './preload-in-slices.ts';

interface FakeLink {
  rel: string;
  crossOrigin: string | null;
  href: string;
}

/** A document at https://town.test/ whose head already holds modulepreloads for `linked` (absolute URLs). */
function page(linked: string[]) {
  const head: FakeLink[] = linked.map((href) => ({ rel: 'modulepreload', crossOrigin: '', href }));
  const doc = {
    baseURI: 'https://town.test/journeys',
    head: { appendChild: (link: FakeLink) => head.push(link) },
    querySelectorAll: (selector: string) => (selector === 'link[rel="modulepreload"]' ? head.filter((l) => l.rel === 'modulepreload') : []),
    createElement: (tag: string) => {
      if (tag !== 'link') throw new Error(tag);
      return { rel: '', crossOrigin: null, href: '' };
    },
  } as unknown as Document;
  return { doc, head };
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('module scripts preloaded one per task', () => {
  test('each script not yet linked gets its own task, in order; then the import, in a task of its own', async () => {
    const { doc, head } = page(['https://town.test/assets/b.js']);
    const seen: string[] = [];
    let done = false;
    preloadInSlices(['/assets/a.js', '/assets/b.js', '/assets/c.js'], () => (done = true), doc);
    // Nothing in the caller's task.
    expect(head.length).toBe(1);
    await tick();
    seen.push(...head.slice(1).map((l) => l.href));
    expect(seen).toEqual(['https://town.test/assets/a.js']);
    await tick();
    expect(head.slice(1).map((l) => l.href)).toEqual(['https://town.test/assets/a.js', 'https://town.test/assets/c.js']);
    expect(head.every((l) => l.rel === 'modulepreload' && l.crossOrigin === '')).toBe(true);
    expect(done).toBe(false);
    await tick();
    expect(done).toBe(true);
    expect(head.length).toBe(3);
  });

  test('nothing named (development, tests): the import comes in the next task', async () => {
    const { doc, head } = page([]);
    let done = false;
    preloadInSlices(namedScripts('menus-scripts', { getElementById: () => null } as unknown as Document), () => (done = true), doc);
    expect(done).toBe(false);
    await tick();
    expect(done).toBe(true);
    expect(head).toEqual([]);
  });

  test('stopped (the page left): no more links, and no import', async () => {
    const { doc, head } = page([]);
    let done = false;
    const stop = preloadInSlices(['/assets/a.js', '/assets/b.js'], () => (done = true), doc);
    await tick();
    stop();
    await tick();
    await tick();
    expect(head.map((l) => l.href)).toEqual(['https://town.test/assets/a.js']);
    expect(done).toBe(false);
  });

  test('a shell list that is not a list of strings names nothing', () => {
    const named = (text: string | null) => namedScripts('x', { getElementById: () => (text === null ? null : { textContent: text }) } as unknown as Document);
    expect(named('not json')).toEqual([]);
    expect(named('{"a":1}')).toEqual([]);
    expect(named('["/assets/a.js", 2, null]')).toEqual(['/assets/a.js']);
    expect(named(null)).toEqual([]);
  });
});

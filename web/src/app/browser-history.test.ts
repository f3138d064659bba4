import { expect, test } from 'bun:test';
import { createAppHistory } from './browser-history.ts';

/**
 * The parts of a tab createAppHistory reads, over a real URL: pushState refuses another origin with a
 * SecurityError, as browsers do, and every load of a new address is recorded.
 */
function tab(start: string) {
  let current = new URL(start);
  let state: unknown = null;
  const loads: string[] = [];
  const move = (data: unknown, _unused: string, url?: string | URL | null) => {
    const next = new URL(String(url ?? current), current);
    if (next.origin !== current.origin) throw new DOMException('cross-origin history entry', 'SecurityError');
    current = next;
    state = data;
  };
  const win = {
    get location() {
      return { href: current.href, origin: current.origin, pathname: current.pathname, search: current.search, hash: current.hash, assign: (url: string | URL) => loads.push(String(url)) };
    },
    history: {
      get state() {
        return state;
      },
      pushState: move,
      replaceState: move,
    },
    addEventListener: () => {},
    removeEventListener: () => {},
  };
  return { win: win as unknown as Window, loads, href: () => current.href };
}

test('a path that reads as another site is not followed: neither pushed nor loaded', () => {
  const t = tab('https://town.example/journeys');
  const history = createAppHistory(t.win);
  for (const to of ['//elsewhere.example/x', '///elsewhere.example', 'https://elsewhere.example/']) history.push(to);
  expect({ href: t.href(), loads: t.loads }).toEqual({ href: 'https://town.example/journeys', loads: [] });
  history.push('/board?x=1');
  expect(t.href()).toBe('https://town.example/board?x=1');
  expect(history.location.pathname).toBe('/board');
});

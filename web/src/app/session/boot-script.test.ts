/**
 * The shell's boot script (domain/boot-script.ts) run as the browser runs it, against the session this
 * app stores (credentials.ts, through preferences.ts): what it asks for early, and that nothing it
 * reads can stop it from starting the app.
 */
import { describe, expect, test } from 'bun:test';
import { BOOT_SCRIPT } from '../../../../domain/boot-script.ts';
import { setPreference } from '../../lib/preferences.ts';
import { MapStorage } from '../../../test/map-storage.ts';
import type { EarlyAnswers } from '../../lib/early-answers.ts';

const ADDRESS = '0xAbC0000000000000000000000000000000000001';
const CREDENTIALS = { token: 'tok-1', address: ADDRESS, type: 'magic' };

interface Run {
  fetches: { url: string; authorization: string | undefined }[];
  /** How many times the app's script was added. */
  started: number;
  /** What it added, in order: `script <src>`, `modulepreload <href>`, or the stylesheet's link (`... after-head` when put just after the head). */
  added: string[];
  early: EarlyAnswers | undefined;
  /** The attributes it set on the root element. */
  marks: Record<string, string>;
  /** A click on the page, on an element with these attributes (or on one without any). */
  click: (attributes: Record<string, string> | null) => void;
  win: { stFirstAction?: string; stRest?: () => void };
}

type Added = { tag: string; rel?: string; href?: string; src?: string; media?: string; className?: string; nextSibling?: Added | null };

const described = (element: Added) =>
  element.tag === 'link' ? `${element.rel} ${element.href}${element.media ? ` media=${element.media}` : ''}${element.className ? ` .${element.className}` : ''}` : `${element.tag} ${element.src}`;

function run({
  storage,
  path = '/',
  broken = false,
  later,
  preload = null,
  visitorPreload = null,
  styles = null,
  hidden = false,
}: {
  storage: MapStorage | null;
  path?: string;
  broken?: boolean;
  later?: Array<() => void>;
  preload?: string | null;
  visitorPreload?: string | null;
  styles?: string | null;
  hidden?: boolean;
}): Run {
  const fetches: Run['fetches'] = [];
  const added: string[] = [];
  const marks: Record<string, string> = {};
  const listeners: Record<string, (event: unknown) => void> = {};
  const win: { PerformanceObserver?: undefined; stEarly?: EarlyAnswers; stFirstAction?: string; stRest?: () => void } = {};
  // What is put after the head, in document order (the boot script runs at the head's top, while the
  // parser is still in the head: nothing comes after it yet).
  const afterHead: Added[] = [];
  const document = {
    currentScript: { getAttribute: (name: string) => ({ 'data-src': '/assets/index-1.js', 'data-preload': preload, 'data-visitor-preload': visitorPreload, 'data-styles': styles })[name] ?? null },
    createElement: (tag: string) => ({ tag }),
    head: {
      appendChild: (element: Added) => {
        added.push(described(element));
      },
      nextSibling: null as Added | null,
    },
    hidden,
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = listener;
    },
    documentElement: {
      setAttribute: (name: string, value: string) => {
        marks[name] = value;
      },
      insertBefore: (element: Added, before: Added | null) => {
        const at = before === null ? afterHead.length : afterHead.indexOf(before);
        if (at < 0) throw new Error('inserted before something that is not after the head');
        afterHead.splice(at, 0, element);
        document.head.nextSibling = afterHead[0] ?? null;
        for (const [i, sibling] of afterHead.entries()) sibling.nextSibling = afterHead[i + 1] ?? null;
        added.push(`${described(element)} after-head #${afterHead.indexOf(element)}`);
      },
    },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (broken) throw new Error('SecurityError: storage is disabled');
      return storage?.getItem(key) ?? null;
    },
  };
  const fetch = (url: string, init: { headers: Record<string, string> }) => {
    fetches.push({ url, authorization: init.headers.authorization });
    return Promise.resolve(new Response('{}'));
  };
  // Timers and frames come at once here: a visitor's script is added after "the first paint", and at
  // the latest by the 3 s timer, so every run must start the app exactly once.
  // With `later`, they wait there until the test runs them (the page has not painted yet).
  const now = (callback: () => void) => (later ? later.push(callback) : callback());
  const globals = { window: win, document, localStorage, location: { pathname: path }, fetch, setTimeout: now, requestAnimationFrame: now };
  new Function(...Object.keys(globals), BOOT_SCRIPT)(...Object.values(globals));
    const click = (attributes: Record<string, string> | null) =>
    listeners.click?.({ target: { closest: (selector: string) => (attributes && selector === '[data-first-action]' && 'data-first-action' in attributes ? { getAttribute: (name: string) => attributes[name] ?? null } : null) } });
  // Read when asked: a visitor's script is added only once `later` has run.
  return {
    fetches,
    get started() {
      return added.filter((a) => a.startsWith('script ')).length;
    },
    added,
    early: win.stEarly,
    marks,
    click,
    win,
  };
}

function signedIn(ttlSeconds = 60, value: unknown = CREDENTIALS): MapStorage {
  const storage = new MapStorage();
  setPreference('session', value, ttlSeconds, storage);
  return storage;
}

describe('boot script', () => {
  test("a returning player's profile and avatars are asked for with their token, and left for the app", () => {
    const { fetches, started, early } = run({ storage: signedIn() });
    const urls = [`/api/profile?address=${encodeURIComponent(ADDRESS)}`, '/api/profile/bootstrap', '/api/profile/token'];
    expect(fetches).toEqual(urls.map((url) => ({ url, authorization: 'Bearer tok-1' })));
    expect(early?.token).toBe('tok-1');
    expect(Object.keys(early?.answers ?? {})).toEqual(urls);
    expect(started).toBe(1);
  });

  test('they wait for the first paint, unless the app asks first; either way they are asked for once', () => {
    const later: Array<() => void> = [];
    const { fetches, started, early } = run({ storage: signedIn(), later });
    expect(started).toBe(1);
    expect(fetches).toEqual([]);
    expect(early?.answers).toEqual({});
    // The app's script came from the cache and asks before the page has painted.
    early?.ask?.();
    expect(fetches).toHaveLength(3);
    for (const callback of later.splice(0)) callback();
    expect(fetches).toHaveLength(3);
    // Left alone, the paint (or the 3 s timer) asks for them, once.
    const waiting: Array<() => void> = [];
    const alone = run({ storage: signedIn(), later: waiting });
    while (waiting.length > 0) waiting.shift()?.();
    expect(alone.fetches).toHaveLength(3);
  });

  test('on /journeys the journeys and the cool score are asked for too; other pages do not ask for them', () => {
    expect(run({ storage: signedIn(), path: '/journeys' }).fetches.map((f) => f.url).slice(3)).toEqual(['/api/journeys', '/api/profile/coolscore']);
    expect(run({ storage: signedIn(), path: '/workshop' }).fetches).toHaveLength(3);
  });

  test('the bare pages (the link popup, /signin/*, /fishing/*, /error, /pack/success) ask for nothing early', () => {
    for (const path of ['/signin/provider/discord', '/signin', '/fishing/abc', '/error', '/pack/success']) {
      const { fetches, early, started } = run({ storage: signedIn(), path });
      expect({ path, fetches, early }).toEqual({ path, fetches: [], early: undefined });
      expect(started).toBe(1);
    }
    // A player whose name merely starts like one of them is not a bare page.
    for (const path of ['/signing', '/fisher/bag', '/packrat']) expect(run({ storage: signedIn(), path }).fetches).toHaveLength(3);
  });

  test("a visitor is marked where the HTML has a screen for them (/, the topped pages and /journeys); a returning player, or any other page, is not", () => {
    expect(run({ storage: null }).marks).toEqual({ 'data-first-screen': 'visitor' });
    expect(run({ storage: new MapStorage() }).marks).toEqual({ 'data-first-screen': 'visitor' });
    expect(run({ storage: signedIn(), broken: true }).marks).toEqual({ 'data-first-screen': 'visitor' });
    // Any stored session, even an expired one, is a returning player: the splash, until the app decides.
    expect(run({ storage: signedIn() }).marks).toEqual({});
    expect(run({ storage: signedIn(-1) }).marks).toEqual({});
    for (const path of ['/workshop', '/workshop/', '/feathered-fashions', '/shop', '/journeys', '/journeys/']) {
      expect(run({ storage: null, path }).marks).toEqual({ 'data-first-screen': 'visitor' });
      expect(run({ storage: signedIn(), path }).marks).toEqual({});
    }
    // Pages whose HTML has no visitor's screen: the offline shell (`/`'s HTML) must not show the login there.
    for (const path of ['/board', '/mossbeard', '/journeysx', '/shopping', '/signin', '/shop/orders/1']) expect(run({ storage: null, path }).marks).toEqual({});
  });

  test("a tap on the HTML's login buttons is kept for the app, on a visitor's / only", () => {
    const visitor = run({ storage: null });
    visitor.click(null);
    expect(visitor.win.stFirstAction).toBeUndefined();
    visitor.click({ 'data-first-action': 'REGISTER' });
    expect(visitor.win.stFirstAction).toBe('REGISTER');
    visitor.click({ 'data-first-action': 'LOGIN' });
    expect(visitor.win.stFirstAction).toBe('LOGIN');
    for (const other of [run({ storage: signedIn() }), run({ storage: null, path: '/board' })]) {
      other.click({ 'data-first-action': 'REGISTER' });
      expect(other.win.stFirstAction).toBeUndefined();
    }
  });

  test("the page's own scripts (data-preload) are asked for as modulepreloads after the app's script, once the page has painted, one per task; none without the attribute", () => {
    const preload = '/assets/bag-page-1.js /assets/chunk-2.js /assets/chunk-3.js';
    const expected = ['script /assets/index-1.js', 'modulepreload /assets/bag-page-1.js', 'modulepreload /assets/chunk-2.js', 'modulepreload /assets/chunk-3.js'];
    /** How many elements each task added, running the timers one by one. */
    const perTask = (page: ReturnType<typeof run>, later: Array<() => void>) => {
      const counts = page.added.length > 0 ? [page.added.length] : [];
      while (later.length > 0) {
        const before = page.added.length;
        later.shift()?.();
        if (page.added.length > before) counts.push(page.added.length - before);
      }
      return counts;
    };
    // A returning player: the app's script at once, in the boot script's own run; the page's scripts
    // once the page has painted, each in a task of its own. On a slow line the app's script is still
    // on its way then (they come long before it is in); on Lighthouse's fast one they ended before
    // the paint, and its simulation counted them as holding the largest paint (issue 18).
    const returningLater: Array<() => void> = [];
    const returning = run({ storage: signedIn(), path: '/journeys', preload, later: returningLater });
    expect(returning.added).toEqual(expected.slice(0, 1));
    expect(perTask(returning, returningLater)).toEqual([1, 1, 1, 1]);
    expect(returning.added).toEqual(expected);
    // An app that comes before the paint is reported (its script from the cache) asks for them itself.
    const early = run({ storage: signedIn(), path: '/journeys', preload, later: [] });
    early.win.stRest?.();
    expect(early.added).toEqual(expected.slice(0, 2));
    // A visitor: nothing until the page has painted; then the same, one per task (a slow phone's
    // requests were one long task together).
    const later: Array<() => void> = [];
    const visitor = run({ storage: null, path: '/mossbeard/bag', preload, later });
    expect(visitor.added).toEqual([]);
    expect(perTask(visitor, later)).toEqual([2, 1, 1]);
    expect(visitor.added).toEqual(expected);
    // A hidden tab (its timers slowed to one a second, and no one waiting on a paint): all at once.
    expect(run({ storage: null, path: '/mossbeard/bag', preload, later: [], hidden: true }).added).toEqual(expected);
    expect(run({ storage: null, path: '/mossbeard/bag' }).added).toEqual(['script /assets/index-1.js']);
  });

  test("a returning player's early asks and stylesheet links go out one per task once the page has painted; all that is left at once when the app asks", () => {
    // Under DevTools (Lighthouse) each request a script makes costs 2-9 ms, and made together they were
    // tasks of 8-15 ms, which Lighthouse's slowed pass counts 16 times over (decision 0040).
    const styles = '/assets/late-1.css /assets/late-2.css /assets/late-3.css';
    const links = ['late-1', 'late-2', 'late-3'].map((name, i) => `stylesheet /assets/${name}.css media=print .late-styles after-head #${i}`);
    const later: Array<() => void> = [];
    const page = run({ storage: signedIn(), path: '/journeys', styles, later });
    const fetchesPerTask: number[] = [];
    const addedPerTask: number[] = [];
    while (later.length > 0) {
      const [fetched, added] = [page.fetches.length, page.added.length];
      later.shift()?.();
      fetchesPerTask.push(page.fetches.length - fetched);
      addedPerTask.push(page.added.length - added);
    }
    expect(fetchesPerTask.filter((n) => n > 0)).toEqual([1, 1, 1, 1, 1]);
    expect(addedPerTask.filter((n) => n > 0)).toEqual([1, 1, 1]);
    expect(page.added).toEqual(['script /assets/index-1.js', ...links]);
    expect(page.fetches.map((f) => f.url)).toEqual([`/api/profile?address=${encodeURIComponent(ADDRESS)}`, '/api/profile/bootstrap', '/api/profile/token', '/api/journeys', '/api/profile/coolscore']);
    // The app's script runs while they are going out: it takes the rest at once, each still only once.
    const midway: Array<() => void> = [];
    const racing = run({ storage: signedIn(), path: '/journeys', styles, later: midway });
    while (racing.fetches.length < 2 || racing.added.length < 2) midway.shift()?.();
    racing.win.stRest?.();
    racing.early?.ask?.();
    expect(racing.added).toEqual(['script /assets/index-1.js', ...links]);
    expect(racing.fetches).toHaveLength(5);
    while (midway.length > 0) midway.shift()?.();
    expect(racing.added).toHaveLength(4);
    expect(racing.fetches).toHaveLength(5);
  });

  test("the sign-in screens' scripts (data-visitor-preload) are asked for with a visitor's, after the page's own; never a returning player's", () => {
    const preload = '/assets/journeys-page-1.js';
    const visitorPreload = '/assets/login-screens-2.js /assets/chunk-3.js';
    expect(run({ storage: null, path: '/journeys', preload, visitorPreload }).added).toEqual([
      'script /assets/index-1.js',
      'modulepreload /assets/journeys-page-1.js',
      'modulepreload /assets/login-screens-2.js',
      'modulepreload /assets/chunk-3.js',
    ]);
    expect(run({ storage: null, path: '/', visitorPreload }).added).toEqual(['script /assets/index-1.js', 'modulepreload /assets/login-screens-2.js', 'modulepreload /assets/chunk-3.js']);
    expect(run({ storage: signedIn(), path: '/journeys', preload, visitorPreload }).added).toEqual(['script /assets/index-1.js', 'modulepreload /assets/journeys-page-1.js']);
    expect(run({ storage: signedIn(), path: '/', visitorPreload }).added).toEqual(['script /assets/index-1.js']);
  });

  test("the stylesheet's second part (data-styles) is asked for as print-only so it holds no paint, just after the head, once the page has painted: a visitor's before the app's script, a returning player's after it (or when the app asks first)", () => {
    const styles = '/assets/late-1.css /assets/late-2.css /assets/late-3.css';
    // After the head, not into it: the boot script runs at the head's top, and the first part (the
    // HTML's <style>, which the parser adds to the head after it) must come before it in the cascade.
    // Its files one after another in their order, the first straight after the head.
    const links = ['late-1', 'late-2', 'late-3'].map((name, i) => `stylesheet /assets/${name}.css media=print .late-styles after-head #${i}`);
    const expected = [...links, 'script /assets/index-1.js'];
    const returningLater: Array<() => void> = [];
    const returning = run({ storage: signedIn(), path: '/journeys', styles, later: returningLater });
    expect(returning.added).toEqual(['script /assets/index-1.js']);
    while (returningLater.length > 0) returningLater.shift()?.();
    expect(returning.added).toEqual(['script /assets/index-1.js', ...links]);
    const asked = run({ storage: signedIn(), path: '/journeys', styles, later: [] });
    asked.win.stRest?.();
    asked.win.stRest?.();
    expect(asked.added).toEqual(['script /assets/index-1.js', ...links]);
    // A hidden tab paints nothing to wait for: all at once.
    expect(run({ storage: signedIn(), path: '/journeys', styles, later: [], hidden: true }).added).toEqual(expected);
    const later: Array<() => void> = [];
    const visitor = run({ storage: null, path: '/board', styles, later });
    expect(visitor.added).toEqual([]);
    while (later.length > 0) later.shift()?.();
    expect(visitor.added).toEqual(expected);
  });

  test('a visitor, an expired session or a malformed one asks for nothing early', () => {
    for (const storage of [null, new MapStorage(), signedIn(-1), signedIn(60, { address: ADDRESS }), signedIn(60, { token: 7, address: ADDRESS })]) {
      const { fetches, early, started } = run({ storage });
      expect(fetches).toEqual([]);
      expect(early).toBeUndefined();
      expect(started).toBe(1);
    }
  });

  test('storage that is not JSON, or that throws, still lets the app start', () => {
    const junk = new MapStorage();
    junk.setItem('session', '{not json');
    for (const setting of [{ storage: junk }, { storage: signedIn(), broken: true }]) {
      const { fetches, early, started } = run(setting);
      expect(fetches).toEqual([]);
      expect(early).toBeUndefined();
      expect(started).toBe(1);
    }
  });
});

import { createPath, NavigationType, type Location, type Navigator, type To } from 'react-router-dom';

/**
 * The tab's history, for react-router's declarative `<Router>` (app-router.tsx). The data router did
 * this for us, with blockers, at 15.5 KB brotli more in the main script (issue 18); this is the part we
 * use: push, replace, back and forward, a listener, and one blocker that can hold any of them.
 */

/** What each entry keeps in `history.state`: the app's state, a key, and its place in the tab's history. */
interface Entry {
  usr: unknown;
  key: string;
  idx: number;
}

export interface HistoryUpdate {
  action: NavigationType;
  location: Location;
}

/** Whether to hold a navigation; asked only when the path or search would change. */
export type BlockerFunction = (args: { currentLocation: Location; nextLocation: Location; historyAction: NavigationType }) => boolean;

export type Blocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: Location; proceed: () => void; reset: () => void };

const UNBLOCKED: Blocker = { state: 'unblocked' };

export interface AppHistory extends Navigator {
  readonly action: NavigationType;
  readonly location: Location;
  listen(listener: (update: HistoryUpdate) => void): () => void;
  /** Sets the one blocker; returns its removal (which drops a navigation it holds). */
  block(blocker: BlockerFunction): () => void;
  blocker(): Blocker;
  onBlocker(listener: () => void): () => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

export function createAppHistory(win: Window = window): AppHistory {
  const tab = win.history;
  const entry = () => (tab.state ?? null) as Partial<Entry> | null;
  const read = (): Location => {
    const { pathname, search, hash } = win.location;
    const state = entry();
    return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
  };
  // An entry made before the app (the first load) gets its place, so going back to it can be undone.
  let idx = entry()?.idx ?? 0;
  if (entry()?.idx == null) tab.replaceState({ ...entry(), usr: entry()?.usr ?? null, key: entry()?.key ?? 'default', idx }, '');

  let action = NavigationType.Pop;
  let location = read();
  const listeners = new Set<(update: HistoryUpdate) => void>();
  const emit = (next: NavigationType) => {
    action = next;
    location = read();
    for (const listener of listeners) listener({ action, location });
  };

  let blockerFn: BlockerFunction | null = null;
  let blocked: Blocker = UNBLOCKED;
  const blockerListeners = new Set<() => void>();
  const setBlocked = (next: Blocker) => {
    blocked = next;
    for (const listener of blockerListeners) listener();
  };
  const holds = (nextLocation: Location, historyAction: NavigationType) =>
    blockerFn !== null &&
    (nextLocation.pathname !== location.pathname || nextLocation.search !== location.search) &&
    blockerFn({ currentLocation: location, nextLocation, historyAction });
  const hold = (nextLocation: Location, go: () => void) =>
    setBlocked({
      state: 'blocked',
      location: nextLocation,
      proceed: () => {
        setBlocked(UNBLOCKED);
        go();
      },
      reset: () => setBlocked(UNBLOCKED),
    });

  const href = (to: To) => (typeof to === 'string' ? to : createPath(to));
  const change = (kind: NavigationType.Push | NavigationType.Replace, to: To, state: unknown) => {
    const url = new URL(href(to), win.location.href);
    // A path that reads as another site's address ('//elsewhere.example/…') is not a page of ours: the
    // browser would refuse to push it, and loading it instead would leave the town.
    if (url.origin !== win.location.origin) return;
    const key = newKey();
    const nextLocation: Location = { pathname: url.pathname, search: url.search, hash: url.hash, state: state ?? null, key };
    const go = () => {
      const place = kind === NavigationType.Push ? idx + 1 : idx;
      const saved: Entry = { usr: state ?? null, key, idx: place };
      try {
        if (kind === NavigationType.Push) tab.pushState(saved, '', url);
        else tab.replaceState(saved, '', url);
      } catch {
        // A state the browser will not keep (too large, or too many calls): load the address instead.
        win.location.assign(url);
        return;
      }
      idx = place;
      emit(kind);
    };
    if (holds(nextLocation, kind)) hold(nextLocation, go);
    else go();
  };

  // Back and forward: the address has already changed when we hear of it, so a held one is undone at
  // once (history.go back by as many steps) and done again on proceed.
  let undoing = false;
  let proceeding = false;
  win.addEventListener('popstate', () => {
    if (undoing) {
      undoing = false;
      return;
    }
    const nextIdx = entry()?.idx ?? idx;
    const delta = idx - nextIdx;
    if (!proceeding && delta !== 0 && holds(read(), NavigationType.Pop)) {
      const nextLocation = read();
      undoing = true;
      tab.go(delta);
      hold(nextLocation, () => {
        proceeding = true;
        tab.go(-delta);
      });
      return;
    }
    proceeding = false;
    idx = nextIdx;
    emit(NavigationType.Pop);
  });

  return {
    get action() {
      return action;
    },
    get location() {
      return location;
    },
    createHref: href,
    encodeLocation: (to) => {
      const url = new URL(href(to), win.location.href);
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    },
    push: (to, state) => change(NavigationType.Push, to, state),
    replace: (to, state) => change(NavigationType.Replace, to, state),
    go: (delta) => tab.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    block(fn) {
      blockerFn = fn;
      return () => {
        if (blockerFn !== fn) return;
        blockerFn = null;
        if (blocked.state === 'blocked') setBlocked(UNBLOCKED);
      };
    },
    blocker: () => blocked,
    onBlocker(listener) {
      blockerListeners.add(listener);
      return () => blockerListeners.delete(listener);
    },
  };
}

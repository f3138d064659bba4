import { createContext, use, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, useTransition, type ReactNode } from 'react';
import { Router } from 'react-router-dom';
import type { AppHistory, Blocker, BlockerFunction } from './browser-history.ts';

const HistoryContext = createContext<AppHistory | null>(null);
const BusyContext = createContext(false);

/**
 * react-router's declarative `<Router>` on the tab's history (browser-history.ts). Each move is drawn
 * as a transition: a page whose script is still on its way keeps the one before it on screen, and
 * `useRouteBusy()` is true until the new one is drawn (SPEC: "Buttons are disabled while a route change
 * is in progress").
 */
export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [busy, startTransition] = useTransition();
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(() => {
    const stop = history.listen((update) => startTransition(() => setState(update)));
    // A move made between the first render and this listener is caught up with here.
    setState((shown) => (shown.location === history.location ? shown : { action: history.action, location: history.location }));
    return stop;
  }, [history]);
  return (
    <HistoryContext value={history}>
      <BusyContext value={busy}>
        <Router location={state.location} navigationType={state.action} navigator={history}>
          {children}
        </Router>
      </BusyContext>
    </HistoryContext>
  );
}

/** True while a route change is in progress: from the click until the new page is drawn. */
export function useRouteBusy(): boolean {
  return use(BusyContext);
}

/**
 * Holds any move to another page while `when` says so (links, the app's own navigations, back and
 * forward); the caller asks the player, then calls `proceed()` or `reset()`. One at a time.
 */
export function useBlocker(when: BlockerFunction): Blocker {
  const history = use(HistoryContext);
  if (!history) throw new Error('useBlocker needs the AppRouter');
  const latest = useRef(when);
  useLayoutEffect(() => {
    latest.current = when;
  });
  useEffect(() => history.block((args) => latest.current(args)), [history]);
  return useSyncExternalStore(history.onBlocker, history.blocker);
}

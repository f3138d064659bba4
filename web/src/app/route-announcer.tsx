import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page may take to name itself before the announcer says whatever the tab is called. */
const TITLE_WAIT_MS = 1500;

/**
 * Says the new page's name when the address changes inside the app: the page swaps without a load, so a
 * screen reader would otherwise hear nothing. A page names itself through the tab's title, set in its own
 * effect: the announcer listens for that change (it sits before the pages, so it listens first), or says
 * the title after a wait when it does not change. Not on the first page, which the browser announces.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [said, setSaid] = useState<{ text: string; n: number } | null>(null);
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    let done = false;
    const say = () => {
      if (done) return;
      done = true;
      stop();
      setSaid((before) => ({ text: document.title, n: (before?.n ?? 0) + 1 }));
    };
    const watch = new MutationObserver(say);
    const title = document.querySelector('title');
    if (title) watch.observe(title, { childList: true, characterData: true, subtree: true });
    const timer = setTimeout(say, TITLE_WAIT_MS);
    const stop = () => {
      watch.disconnect();
      clearTimeout(timer);
    };
    return () => {
      done = true;
      stop();
    };
  }, [pathname]);
  // A new paragraph each time, so the same title twice in a row is said twice.
  return (
    <div className="visually-hidden" aria-live="polite" data-route-announcer="">
      {said ? <p key={said.n}>{said.text}</p> : null}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { afterPaintAndIdle } from '../lib/after-paint.ts';
import { PageWrap } from './page-wrap.tsx';
import { MeProvider } from './me-provider.tsx';
import { ShortcutRedirect } from './shortcut.tsx';

// The menus and everything they open (settings, cart, inbox, chests, the journey queue) are not part of
// the login screen, which stays within its size budget. They are asked for once the page has painted,
// in a task of their own, and drawn once in (issue 18): their script and its some 16 shared chunks would
// otherwise share the line with what the page needs to paint, and adding their modulepreload links
// alone takes ~120 ms of a phone's CPU (4x slowed). If they cannot be fetched (offline, with no copy),
// the page goes on without them and they are asked for again when the network returns.
/** At most this long after the page's first paint for the main thread to go idle before asking. */
const MENUS_IDLE_WAIT_MS = 1000;
let menusModule: typeof import('./menus.tsx') | null = null;
const loadMenus = () => import('./menus.tsx').then((m) => (menusModule = m));

function LazyMenus() {
  const [menus, setMenus] = useState(menusModule);
  useEffect(() => {
    if (menus) return;
    let live = true;
    const ask = () =>
      void loadMenus().then(
        (m) => live && setMenus(m),
        () => window.addEventListener('online', ask, { once: true }),
      );
    const cancel = afterPaintAndIdle(ask, MENUS_IDLE_WAIT_MS);
    return () => {
      live = false;
      cancel();
      window.removeEventListener('online', ask);
    };
  }, [menus]);
  return menus ? <menus.Menus /> : null;
}

/** Signed-in pages: the whole page wrapping, then the page and the bottom menu. */
export function TownLayout() {
  return (
    <PageWrap>
      <MeProvider>
        <Outlet />
        <LazyMenus />
        <ShortcutRedirect />
      </MeProvider>
    </PageWrap>
  );
}

/** Public pages (`/{username}`, `/{username}/bag`, `/board`): visible to visitors with only the main menu. */
export function PublicLayout() {
  return (
    <MeProvider>
      <Outlet />
      <LazyMenus />
    </MeProvider>
  );
}

/** Bare pages (`/signin/*`, `/fishing/*`, `/pack/success`): no login gate, no menu. */
export function BareLayout() {
  return <Outlet />;
}

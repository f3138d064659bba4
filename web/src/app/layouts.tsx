import { startTransition, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { afterPaintAndIdle } from '../lib/after-paint.ts';
import { whenFirstPageDrawn } from '../lib/first-page.ts';
import { MENUS_SCRIPTS_ID, namedScripts, preloadInSlices } from '../lib/preload-in-slices.ts';
import { whenQueriesSettle } from '../lib/queries-settled.ts';
import { PageWrap } from './page-wrap.tsx';
import { MeProvider } from './me-provider.tsx';
import { ShortcutRedirect } from './shortcut.tsx';

// The menus and everything they open (settings, cart, inbox, chests, the journey queue) are not part of
// the login screen, which stays within its size budget. They are asked for once the page's data is in
// and it has painted and the main thread has gone idle, in a task of their own, and drawn in a
// transition, in slices (issue 18): their script and its some 16 shared chunks would otherwise share
// the line with what the page needs to paint, adding their modulepreload links alone takes ~120 ms of
// a phone's CPU (4x slowed), and on /journeys they went out while the page still waited for its
// answers, then ran amid the cards' drawing. If they cannot be fetched (offline, with no copy), the page
// goes on without them and they are asked for again when the network returns. On the town, whose script
// comes behind its splash, they also wait for the map to be drawn: drawn first, they held it back.
/** At most this long for the page's data to come in, and again for a page behind its splash to be drawn; then at most this long for an idle main thread. */
const MENUS_DATA_WAIT_MS = 3000;
const MENUS_IDLE_WAIT_MS = 1000;
let menusModule: typeof import('./menus.tsx') | null = null;
const loadMenus = () => import('./menus.tsx').then((m) => (menusModule = m));

function LazyMenus() {
  const [menus, setMenus] = useState(menusModule);
  const client = useQueryClient();
  useEffect(() => {
    if (menus) return;
    let live = true;
    const load = () =>
      void loadMenus().then(
        (m) => live && startTransition(() => setMenus(m)),
        () => window.addEventListener('online', ask, { once: true }),
      );
    // Their scripts preloaded one per task first: all at once, by the bundler's loader, they were one long task.
    let cancelPreload = () => {};
    const ask = () => {
      cancelPreload = preloadInSlices(namedScripts(MENUS_SCRIPTS_ID), load);
    };
    let cancelPage = () => {};
    let cancelIdle = () => {};
    const afterPage = () => (cancelIdle = afterPaintAndIdle(ask, MENUS_IDLE_WAIT_MS));
    const cancelSettle = whenQueriesSettle(client, () => (cancelPage = whenFirstPageDrawn(afterPage, MENUS_DATA_WAIT_MS)), MENUS_DATA_WAIT_MS);
    return () => {
      live = false;
      cancelSettle();
      cancelPage();
      cancelIdle();
      cancelPreload();
      window.removeEventListener('online', ask);
    };
  }, [menus, client]);
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

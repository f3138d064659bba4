import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageWrap } from './page-wrap.tsx';
import { MeProvider } from './me-provider.tsx';
import { ShortcutRedirect } from './shortcut.tsx';

// The menus and everything they open (settings, cart, inbox, chests, the journey queue) load once a page
// is shown, not with the login screen, which stays within its size budget.
const Menus = lazy(() => import('./menus.tsx').then((m) => ({ default: m.Menus })));

function LazyMenus() {
  return (
    <Suspense fallback={null}>
      <Menus />
    </Suspense>
  );
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

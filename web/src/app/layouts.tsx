import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageWrap } from './page-wrap.tsx';
import { MeProvider } from './me-provider.tsx';
import { ShortcutRedirect } from './shortcut.tsx';
import { loadCredentials } from './session/credentials.ts';

// The menus and everything they open (settings, cart, inbox, chests, the journey queue) are not part of
// the login screen, which stays within its size budget. A returning player's browser asks for them at
// once, beside the page and their profile; a visitor's once a page is shown. Once in, they draw at once
// (React.lazy would suspend for a tick even then).
let menusModule: typeof import('./menus.tsx') | null = null;
const loadMenus = () => import('./menus.tsx').then((m) => (menusModule = m));
// In a task of its own (see main.tsx): the menus' script brings some 16 modulepreload links, which cost
// a phone's CPU as much as evaluating the app's script did.
if (loadCredentials()) setTimeout(() => void loadMenus().catch(() => {}), 0);
const Menus = lazy(() => loadMenus().then((m) => ({ default: m.Menus })));

function LazyMenus() {
  if (menusModule) return <menusModule.Menus />;
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

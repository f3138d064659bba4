import { Suspense, useEffect, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { BareLayout, PublicLayout, TownLayout } from './layouts.tsx';
import { loadLoginScreens, UserDataSplash } from './page-wrap.tsx';
import { RouteError } from './route-error.tsx';
import { PleaseWait } from '../components/please-wait.tsx';
import { loadCredentials } from './session/credentials.ts';
import { lazyPage, type LazyPage } from './lazy-page.tsx';
import { firstPageBehindSplash, firstPageDrawn } from '../lib/first-page.ts';
import { namedScripts, preloadInSlices, TOWN_SCRIPTS_ID } from '../lib/preload-in-slices.ts';

// Pages load on demand so the login screen ships only the shell (lazy-page.tsx). A route change waits
// for the next page's script with the last page on screen (app-router.tsx); the first page's script is
// asked for before the first render (pageReady).
// The town is not asked for with `/`'s route: `/` is where visitors meet the login screen, and the page
// wrapping renders the town only once someone is signed in, so visitors never download it. A returning
// player's browser asks for it at once, alongside their profile, rather than after it (issue 18). Until
// it is in, the profile's splash stays (UserDataSplash): one wait, not a splash then "Please wait...".
const town = lazyPage(() => import('../features/town/components/town-page.tsx').then((m) => m.TownPage));
// Its scripts preloaded one per task first, as the menus' are (layouts.tsx): asked for at once, the
// bundler's loader added a modulepreload for each of its chunks in one task (35-45 ms of a phone's CPU,
// 4x slowed). On either address of the town the menus wait for it to be drawn (lib/first-page.ts).
if (location.pathname === '/' && loadCredentials()) preloadInSlices(namedScripts(TOWN_SCRIPTS_ID), () => void town.load().catch(() => {}));
if ((location.pathname === '/' || location.pathname === '/imx') && loadCredentials()) firstPageBehindSplash();
/** Mounts with the page it sits beside, in the same Suspense boundary: once that page is on screen. */
function OnDrawn() {
  useEffect(firstPageDrawn, []);
  return null;
}
function Town() {
  return (
    <Suspense fallback={<UserDataSplash />}>
      <town.Page />
      <OnDrawn />
    </Suspense>
  );
}

/** A route drawing `page`, whose script pageReady asks for when the first address is this route's. */
function lazyRoute<P extends object>(page: LazyPage<P>, props: NoInfer<P>, route: RouteObject = {}): RouteObject {
  return { ...route, element: <page.Page {...props} />, handle: { load: page.load } satisfies Loads };
}
const placePage = lazyPage(() => import('../features/places/components/place-page.tsx').then((m) => m.PlacePage));
const contentHall = lazyPage(() => import('../features/places/components/content-hall-page.tsx').then((m) => m.ContentHallPage));
const bare = () => import('../features/bare/components/bare-pages.tsx');
const linkPopup = () => import('../features/account/connections/signin-popup.tsx');
const page = (importPage: () => Promise<ComponentType<object>>, path: string) => lazyRoute(lazyPage(importPage), {}, { path });

const townRoutes: RouteObject[] = [
  { index: true, element: <Town /> },
  { path: 'imx', element: <Town /> },
  page(() => import('../features/journeys/components/journeys-page.tsx').then((m) => m.JourneysPage), 'journeys'),
  page(() => import('../features/places/components/townhall-page.tsx').then((m) => m.TownHallPage), 'townhall'),
  page(() => import('../features/places/components/arcade-page.tsx').then((m) => m.ArcadePage), 'arcade'),
  page(() => import('../features/workshop/components/workshop-page.tsx').then((m) => m.WorkshopPage), 'workshop'),
  lazyRoute(contentHall, {}, { path: 'the-milk-chug' }),
  lazyRoute(contentHall, {}, { path: 'milk-chug' }),
  page(() => import('../features/places/components/wearables-page.tsx').then((m) => m.WearablesPage), 'feathered-fashions'),
  page(() => import('../features/shop/components/shop-page.tsx').then((m) => m.ShopPage), 'shop'),
  page(() => import('../features/shop/components/order-page.tsx').then((m) => m.OrderPage), 'shop/orders/:id'),
  lazyRoute(placePage, { place: 'achievements' }, { path: 'achievements' }),
  // The player's own customiser: signed in, so it sits with the town's pages rather than the public ones.
  page(() => import('../features/customiser/components/customiser-page.tsx').then((m) => m.CustomiserPage), ':username/customise'),
];

/** What pageReady waits for on a route (a `handle`): its script, or a layout's. */
interface Loads {
  load: () => Promise<unknown> | undefined;
}

/** Every route of SPEC section 2. Named pages outrank `/:username`. */
export const routes: RouteObject[] = [
  // A visitor meets the sign-in screens on every town page (page-wrap.tsx).
  { element: <TownLayout />, children: townRoutes, handle: { load: () => (loadCredentials() ? undefined : loadLoginScreens()) } satisfies Loads },
  {
    element: <PublicLayout />,
    children: [
      page(() => import('../features/board/components/board-page.tsx').then((m) => m.BoardPage), 'board'),
      page(() => import('../features/profile/components/profile-page.tsx').then((m) => m.ProfilePage), ':username'),
      page(() => import('../features/profile/components/bag-page.tsx').then((m) => m.BagPage), ':username/bag'),
    ],
  },
  {
    element: <BareLayout />,
    children: [
      page(() => linkPopup().then((m) => m.SignInPopup), 'signin/provider/:provider'),
      page(() => linkPopup().then((m) => m.AuthErrorPage), 'error'),
      page(() => bare().then((m) => m.SignInPage), 'signin/*'),
      page(() => bare().then((m) => m.FishingPage), 'fishing/*'),
      page(() => bare().then((m) => m.PackSuccessPage), 'pack/success'),
      page(() => bare().then((m) => m.NotFoundPage), '*'),
    ],
  },
];

/** The pages: an error shows the error screen; "Please wait..." only while the first page's script is late. */
export function AppRoutes() {
  return (
    <RouteError>
      <Suspense fallback={<PleaseWait />}>
        <Pages />
      </Suspense>
    </RouteError>
  );
}
function Pages() {
  return useRoutes(routes);
}

/**
 * Resolves once the first page's script is in (on a town page, a visitor's sign-in screens too), or
 * after `limitMs`, whichever is first. main.tsx renders only then, so what the HTML drew (the splash, or a page's first screen) stays until the page itself
 * can replace it, instead of giving way to "Please wait..." in between. Past the limit (a slow network)
 * the app renders anyway and that wait shows as before.
 */
export function pageReady(at: Location, limitMs: number): Promise<void> {
  const pages = (matchRoutes(routes, at) ?? []).map((match) => (match.route.handle as Loads | undefined)?.load()).filter(Boolean);
  if (pages.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    void Promise.all(pages)
      .catch(() => {})
      .then(() => {
        clearTimeout(timer);
        resolve();
      });
  });
}

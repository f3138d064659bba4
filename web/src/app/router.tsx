import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { PAGES } from '../../../domain/routes.ts';
import { BareLayout, PublicLayout, TownLayout } from './layouts.tsx';
import { UserDataSplash } from './page-wrap.tsx';
import { RouteError } from './route-error.tsx';
import { PleaseWait } from '../components/please-wait.tsx';
import { loadCredentials } from './session/credentials.ts';

// Pages load on demand so the login screen ships only the shell. The town is loaded by React.lazy
// rather than the route's lazy(): `/` is where visitors meet the login screen, and the page wrapping
// renders the town only once someone is signed in, so visitors never download it. A returning player's
// browser asks for it at once, alongside their profile, rather than after it (issue 18).
// Once its script is in, the town draws at once: React.lazy suspends on its first render even when the
// import has finished, and the "Please wait..." of that one tick was the signed-in town's largest paint.
// Until then the profile's splash stays (UserDataSplash): one wait, not a splash then "Please wait...".
let townModule: typeof import('../features/town/components/town-page.tsx') | null = null;
const loadTown = () => import('../features/town/components/town-page.tsx').then((m) => (townModule = m));
// In a task of its own (see main.tsx): asking for a script adds its modulepreload links, which is not free.
if (location.pathname === '/' && loadCredentials()) setTimeout(() => void loadTown().catch(() => {}), 0);
const TownPage = lazy(() => loadTown().then((m) => ({ default: m.TownPage })));
function Town() {
  if (townModule) return <townModule.TownPage />;
  return (
    <Suspense fallback={<UserDataSplash />}>
      <TownPage />
    </Suspense>
  );
}
const place = (key: keyof typeof PAGES) => () =>
  import('../features/places/components/place-page.tsx').then((m) => ({ Component: () => <m.PlacePage place={key} /> }));

const contentHall = () => import('../features/places/components/content-hall-page.tsx').then((m) => ({ Component: m.ContentHallPage }));

const townRoutes: RouteObject[] = [
  { index: true, element: <Town /> },
  { path: 'imx', element: <Town /> },
  { path: 'journeys', lazy: () => import('../features/journeys/components/journeys-page.tsx').then((m) => ({ Component: m.JourneysPage })) },
  { path: 'townhall', lazy: () => import('../features/places/components/townhall-page.tsx').then((m) => ({ Component: m.TownHallPage })) },
  { path: 'arcade', lazy: () => import('../features/places/components/arcade-page.tsx').then((m) => ({ Component: m.ArcadePage })) },
  { path: 'workshop', lazy: () => import('../features/workshop/components/workshop-page.tsx').then((m) => ({ Component: m.WorkshopPage })) },
  { path: 'the-milk-chug', lazy: contentHall },
  { path: 'milk-chug', lazy: contentHall },
  { path: 'feathered-fashions', lazy: () => import('../features/places/components/wearables-page.tsx').then((m) => ({ Component: m.WearablesPage })) },
  { path: 'shop', lazy: () => import('../features/shop/components/shop-page.tsx').then((m) => ({ Component: m.ShopPage })) },
  { path: 'shop/orders/:id', lazy: () => import('../features/shop/components/order-page.tsx').then((m) => ({ Component: m.OrderPage })) },
  { path: 'achievements', lazy: place('achievements') },
  // The player's own customiser: signed in, so it sits with the town's pages rather than the public ones.
  { path: ':username/customise', lazy: () => import('../features/customiser/components/customiser-page.tsx').then((m) => ({ Component: m.CustomiserPage })) },
];

const profile = () => import('../features/profile/components/profile-page.tsx').then((m) => ({ Component: m.ProfilePage }));
const bag = () => import('../features/profile/components/bag-page.tsx').then((m) => ({ Component: m.BagPage }));
const board = () => import('../features/board/components/board-page.tsx').then((m) => ({ Component: m.BoardPage }));
const bare = () => import('../features/bare/components/bare-pages.tsx');
const linkPopup = () => import('../features/account/connections/signin-popup.tsx');

/** Every route of SPEC section 2. Named pages outrank `/:username`. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Pages are lazy; this shows while the first one loads.
    hydrateFallbackElement: <PleaseWait />,
    children: [
      { element: <TownLayout />, children: townRoutes },
      {
        element: <PublicLayout />,
        children: [
          { path: 'board', lazy: board },
          { path: ':username', lazy: profile },
          { path: ':username/bag', lazy: bag },
        ],
      },
      {
        element: <BareLayout />,
        children: [
          { path: 'signin/provider/:provider', lazy: () => linkPopup().then((m) => ({ Component: m.SignInPopup })) },
          { path: 'error', lazy: () => linkPopup().then((m) => ({ Component: m.AuthErrorPage })) },
          { path: 'signin/*', lazy: () => bare().then((m) => ({ Component: m.SignInPage })) },
          { path: 'fishing/*', lazy: () => bare().then((m) => ({ Component: m.FishingPage })) },
          { path: 'pack/success', lazy: () => bare().then((m) => ({ Component: m.PackSuccessPage })) },
          { path: '*', lazy: () => bare().then((m) => ({ Component: m.NotFoundPage })) },
        ],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/**
 * Resolves once the router has loaded the first page's script (its lazy route), or after `limitMs`
 * whichever is first. main.tsx renders only then, so what the HTML drew (the splash, or a page's first
 * screen) stays until the page itself can replace it, instead of giving way to "Please wait..." in
 * between. Past the limit (a slow network) the app renders anyway and that wait shows as before.
 */
export function routerReady(router: AppRouter, limitMs: number): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
  });
}

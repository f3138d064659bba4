import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PAGES } from '../../../domain/routes.ts';
import { BareLayout, PublicLayout, TownLayout } from './layouts.tsx';
import { RouteError } from './route-error.tsx';
import { PleaseWait } from '../components/please-wait.tsx';

// Pages load on demand so the login screen ships only the shell.
const town = () => import('../features/town/components/town-page.tsx').then((m) => ({ Component: m.TownPage }));
const place = (key: keyof typeof PAGES) => () =>
  import('../features/places/components/place-page.tsx').then((m) => ({ Component: () => <m.PlacePage place={key} /> }));

const townRoutes: RouteObject[] = [
  { index: true, lazy: town },
  { path: 'imx', lazy: town },
  { path: 'journeys', lazy: () => import('../features/journeys/components/journeys-page.tsx').then((m) => ({ Component: m.JourneysPage })) },
  { path: 'townhall', lazy: place('townhall') },
  { path: 'arcade', lazy: place('arcade') },
  { path: 'workshop', lazy: place('workshop') },
  { path: 'the-milk-chug', lazy: place('content') },
  { path: 'milk-chug', lazy: place('contentAlias') },
  { path: 'feathered-fashions', lazy: place('wearables') },
  { path: 'shop', lazy: place('shop') },
  { path: 'achievements', lazy: place('achievements') },
];

const profile = () => import('../features/profile/components/profile-page.tsx').then((m) => ({ Component: m.ProfilePage }));
const bag = () => import('../features/profile/components/bag-page.tsx').then((m) => ({ Component: m.BagPage }));
const board = () => import('../features/board/components/board-page.tsx').then((m) => ({ Component: m.BoardPage }));
const bare = () => import('../features/bare/components/bare-pages.tsx');

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
          { path: 'signin/provider/:provider', lazy: () => bare().then((m) => ({ Component: m.SignInPopup })) },
          { path: 'signin/*', lazy: () => bare().then((m) => ({ Component: m.SignInPage })) },
          { path: 'fishing/*', lazy: () => bare().then((m) => ({ Component: m.FishingPage })) },
          { path: 'pack/success', lazy: () => bare().then((m) => ({ Component: m.PackSuccessPage })) },
          { path: '*', lazy: () => bare().then((m) => ({ Component: m.NotFoundPage })) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

/** The app's routes (SPEC section 2), their backgrounds and the site titles. */
export const SITE_TITLE = 'Sapphire Town';
export const CONNECT_TITLE = 'Connect to Sapphire Town';

export type Background = 'green' | 'orange' | 'yellow' | 'grey' | 'blue' | 'cream';

/** Named top-level pages; any other single segment is a username. */
export const PAGES = {
  home: { path: '/', background: 'green', title: 'Town' },
  imx: { path: '/imx', background: 'green', title: 'Town' },
  journeys: { path: '/journeys', background: 'green', title: 'Journeys' },
  board: { path: '/board', background: 'cream', title: 'Bulletin Board', lead: 'Who is top of the town, and the notices from around it.' },
  townhall: { path: '/townhall', background: 'yellow', title: 'Town Hall' },
  arcade: { path: '/arcade', background: 'yellow', title: 'Arcade' },
  workshop: { path: '/workshop', background: 'grey', title: 'Workshop', lead: 'Hold the monitor to tickle it. Keep holding until the screen glitches!' },
  content: { path: '/the-milk-chug', background: 'blue', title: 'The Milk Chug' },
  contentAlias: { path: '/milk-chug', background: 'blue', title: 'The Milk Chug' },
  wearables: { path: '/feathered-fashions', background: 'cream', title: 'Feathered Fashions', lead: 'Hats, scarves, boas and plumes: the town’s boutique dresses your explorer.' },
  shop: { path: '/shop', background: 'cream', title: 'Store', lead: 'Merch from the town store, made by the workshop and sent to your door.' },
  achievements: { path: '/achievements', background: 'green', title: 'Achievements' },
} as const satisfies Record<string, { path: string; background: Background; title: string; lead?: string }>;

/** A named page whose top (title and lead) is plain words, the same for everyone. */
export type ToppedPage = { [K in keyof typeof PAGES]: (typeof PAGES)[K] extends { lead: string } ? K : never }[keyof typeof PAGES];

/**
 * The signed-in pages whose splash is drawn under their own top (issue 18): the HTML paints the title
 * and lead at once, and the app's splash and then the page draw them again in the same place, so the
 * page's largest paint is the HTML's rather than the app's once its scripts have run.
 */
export const TOPPED_SPLASH_PAGES = ['workshop', 'wearables', 'shop'] as const satisfies readonly ToppedPage[];

/** The topped page at `pathname` whose splash shows its top, if any. */
export function splashTopAt(pathname: string): (typeof TOPPED_SPLASH_PAGES)[number] | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  return TOPPED_SPLASH_PAGES.find((key) => PAGES[key].path === path) ?? null;
}

export const PROFILE_BACKGROUND: Background = 'green';
export const BAG_BACKGROUND: Background = 'orange';

/** First path segments that can never be a username. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  ...Object.values(PAGES).map((p) => p.path.slice(1)).filter(Boolean),
  'signin', 'fishing', 'pack', 'api', 'render', 'assets', 'ws', 'error', 'admin', 'service-worker.js',
  'favicon.ico', 'robots.txt', 'index.html',
]);

/** An order's id as it appears in its page's path. */
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path prefixes the server answers itself. */
const SERVER_PREFIXES: ReadonlySet<string> = new Set(['api', 'render', 'assets', 'ws']);

/** Whether a path is a page of the app, so the server answers it with the SPA shell. */
export function isAppPath(pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0) return true;
  const [first, second] = parts as [string, string | undefined];
  if (SERVER_PREFIXES.has(first)) return false;
  if (first === 'signin' || first === 'fishing') return true;
  if (first === 'pack') return parts.length === 2 && second === 'success';
  // An order's page, where checkout leads (`/shop/orders/<uuid>`).
  if (first === 'shop' && parts.length > 1) return parts.length === 3 && second === 'orders' && ORDER_ID.test(parts[2] ?? '');
  if (first.includes('.')) return false;
  if (parts.length === 1) return true;
  return parts.length === 2 && (second === 'bag' || second === 'customise') && !RESERVED_SLUGS.has(first);
}

/** Page title for the browser tab. */
export function pageTitle(name?: string): string {
  return name ? `${name} · ${SITE_TITLE}` : SITE_TITLE;
}

/**
 * First screens (issue 18): a page whose top is the same for everyone gets it drawn into the shell in
 * place of the splash, so its title and lead paint from the HTML alone instead of once the scripts have
 * loaded and run. The build renders them from the app's own components (scripts/first-paint.tsx) into
 * first-screens.json; the app's first render takes over the same markup (web/src/main.tsx waits for
 * the page's script first, so nothing flashes between the two).
 */
import type { Background } from '../../../domain/routes.ts';

/** The file the build writes. */
export const FIRST_SCREENS_FILE = 'first-screens.json';

export interface FirstScreens {
  /** The splash's markup exactly as the built shell carries it: what a first screen replaces. */
  splash: string;
  /**
   * By path: the page's markup and its background (the body's, as the page sets it; none when the
   * markup holds more than one screen, as `/`'s splash-or-login does).
   */
  pages: Record<string, { background?: Background; html: string }>;
  /**
   * `/journeys` (returning player's and visitor's screens, as `either`) with 1, 2, ... of the trail's
   * first stops, their words as trailSentinel marks (journeys-screen.ts); absent in an older build.
   */
  trail?: string[];
}

function screenFor(screens: FirstScreens | null, pathname: string) {
  const key = pathname.replace(/\/+$/, '') || '/';
  return screens && Object.hasOwn(screens.pages, key) ? screens.pages[key] : undefined;
}

/** Whether `pathname` has a first screen. */
export function hasFirstScreen(screens: FirstScreens | null, pathname: string): boolean {
  return screenFor(screens, pathname) !== undefined;
}

/** The shell with `pathname`'s first screen in place of the splash; the shell as it is when there is none. */
export function withFirstScreen(shell: string, screens: FirstScreens | null, pathname: string): string {
  const page = screenFor(screens, pathname);
  return page ? withScreen(shell, screens, page) : shell;
}

/** The shell with `screen` in place of the splash (a player's page draws its own: profile-screen.ts). */
export function withScreen(shell: string, screens: FirstScreens | null, screen: { background?: Background; html: string }): string {
  if (!screens || !shell.includes(screens.splash)) return shell;
  const html = shell.replace(screens.splash, () => screen.html);
  return screen.background ? html.replace('<body>', () => `<body data-background="${screen.background}">`) : html;
}

/**
 * The splash, drawn into the built shell's `#root` (issue 18): the page paints the town's gem over its
 * hill as soon as the HTML is in (its first styles are in it: scripts/inline-styles.ts), instead of a blank screen until the scripts have
 * downloaded and run. React's first render replaces it (createRoot, not hydration), with the splash
 * again, the login screen or the page. Rendered from the same component the app uses, so the two stay
 * one drawing, with the words the app's first render shows (the session's boot: 'Bootstrapping',
 * 'Requesting user credentials'). That makes those words a returning player's largest paint, from the
 * HTML: the app's splash draws the same ones and then shorter ones, and the town's map is a drawing,
 * which the largest-paint measure does not count. Without them the largest paint was the app's
 * 'Requesting user profile', once its script had run (Lighthouse: 3.0 s, now 2.0 s; the map itself
 * comes no sooner).
 * Pages whose top is the same for everyone get a first screen instead (server/src/spa/first-screens.ts).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { bootScriptTag } from '../domain/boot-script.ts';
import { PAGES, TOPPED_SPLASH_PAGES } from '../domain/routes.ts';
import type { FirstScreens } from '../server/src/spa/first-screens.ts';
import { Page } from '../web/src/components/page.tsx';
import { PageSplash, Splash } from '../web/src/components/splash.tsx';
import { bootStatus, initialSession } from '../web/src/app/session/session-model.ts';
import { PageTop } from '../web/src/components/page-top.tsx';
import { LoginFrame, LoginWelcome } from '../web/src/features/login/components/login-welcome.tsx';
import { JourneysSplash } from '../web/src/features/journeys/components/journeys-frame.tsx';
import { FIRST_TRAIL_CARDS } from '../domain/journeys.ts';
import { trailSentinel } from '../server/src/spa/journeys-screen.ts';

const ROOT = '<div id="root"></div>';

/** `html` (the built index.html) with the splash inside its empty `#root`; throws if there is none. */
export function withFirstPaint(html: string): string {
  if (!html.includes(ROOT)) throw new Error(`the shell has no empty ${ROOT} to draw the splash into`);
  return html.replace(ROOT, `<div id="root">${splashMarkup()}</div>`);
}

const MAIN_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

const CHARSET = '<meta charset="utf-8" />';

/**
 * `html` with the app's script started by the boot script (domain/boot-script.ts, issue 18): for a
 * visitor, once what the shell paints by itself (the stylesheet, the typeface, a page's first screen
 * and its picture) has painted; for a returning player at once, at low priority. Fetched beside those,
 * its 120 KB shared the line with them: on Lighthouse's simulated phone the first paint waited for it
 * at high priority (`/board` 2.0 s, 1.2 s without), and the largest paint at low priority.
 * The boot script goes first in the head, straight after the charset: an inline script after a
 * stylesheet waits for it to load, and a returning player's script would then wait for the stylesheet.
 * With `styles`, the boot script also asks for the second part of the stylesheet with it (scripts/shell-styles.ts).
 * Throws if the bundler's tag or the charset is not there, so a changed bundler is noticed.
 */
export function withBootScript(html: string, styles?: string): string {
  const src = MAIN_SCRIPT.exec(html)?.[1];
  if (!src) throw new Error('the shell has no <script type="module" crossorigin src="..."> to start from the boot script');
  if (!html.includes(CHARSET)) throw new Error(`the shell has no ${CHARSET} to put the boot script after`);
  return html.replace(MAIN_SCRIPT, '').replace(CHARSET, () => `${CHARSET}${bootScriptTag(src, styles)}`);
}

function splashMarkup(): string {
  return renderToStaticMarkup(<Splash {...bootStatus(initialSession)} />);
}

/**
 * The first screens, drawn as the app draws them: `/board`'s frame and header (its leaderboards and
 * notices come from the API, so they are the app's to draw), and on `/` both a returning player's splash
 * and a visitor's login screen (its welcome, without handlers until the app draws it again). The HTML
 * cannot know which it is (the session is in the browser's storage), so the boot script marks a
 * visitor's page (domain/boot-script.ts) and the stylesheet shows the one that applies (base.css). A
 * visitor's largest paint on `/` was the app's login screen, drawn once its script had come and run
 * (Lighthouse: 2.1 s); now it is the HTML's. The signed-in pages whose top is plain words
 * (TOPPED_SPLASH_PAGES) show a returning player the splash under that top, as the app's splash draws
 * it there too, and a visitor the plain splash (the login screen follows): `/workshop`'s largest paint,
 * its lead, was the app's (Lighthouse: 2.4 s). `/journeys` shows a returning player its frame and the
 * trail's first stops, which the server fills in (server/src/spa/journeys-screen.ts): its largest paint,
 * the first card's description, was the app's (Lighthouse: 2.5-2.65 s).
 */
export function firstScreens(): FirstScreens {
  const { background, title, path } = PAGES.board;
  const board = renderToStaticMarkup(
    <Page background={background} title={title}>
      <PageTop page="board" />
    </Page>,
  );
  const login = renderToStaticMarkup(
    <LoginFrame>
      <LoginWelcome />
    </LoginFrame>,
  );
  const splash = splashMarkup();
  const either = (returning: string, visitor: string) => `<div class="first-screen--returning">${returning}</div><div class="first-screen--visitor">${visitor}</div>`;
  const pages: FirstScreens['pages'] = { [path]: { background, html: board }, '/': { html: either(splash, login) } };
  for (const key of TOPPED_SPLASH_PAGES) {
    const topped = renderToStaticMarkup(<PageSplash page={key} {...bootStatus(initialSession)} />);
    pages[PAGES[key].path] = { background: PAGES[key].background, html: either(topped, splash) };
  }
  // `/journeys` with 1 to FIRST_TRAIL_CARDS of the trail's first stops, their words marked for the server to fill in.
  const trail = Array.from({ length: FIRST_TRAIL_CARDS }, (_, i) => {
    const outline = Array.from({ length: i + 1 }, (_, at) => ({ name: trailSentinel('name', at), description: trailSentinel('description', at) }));
    return either(renderToStaticMarkup(<JourneysSplash outline={outline} />), splash);
  });
  return { splash, pages, trail };
}

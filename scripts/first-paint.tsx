/**
 * The splash, drawn into the built shell's `#root` (issue 18): the page paints the town's gem over its
 * hill as soon as the HTML and the stylesheet are in, instead of a blank screen until the scripts have
 * downloaded and run. React's first render replaces it (createRoot, not hydration), with the splash
 * again, the login screen or the page. Rendered from the same component the app uses, so the two stay
 * one drawing; it carries no status text: nothing has happened yet.
 * Pages whose top is the same for everyone get a first screen instead (server/src/spa/first-screens.ts).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { PAGES } from '../domain/routes.ts';
import type { FirstScreens } from '../server/src/spa/first-screens.ts';
import { Page } from '../web/src/components/page.tsx';
import { Splash } from '../web/src/components/splash.tsx';
import { BoardHeader } from '../web/src/features/board/components/board-header.tsx';

const ROOT = '<div id="root"></div>';

/** `html` (the built index.html) with the splash inside its empty `#root`; throws if there is none. */
export function withFirstPaint(html: string): string {
  if (!html.includes(ROOT)) throw new Error(`the shell has no empty ${ROOT} to draw the splash into`);
  return html.replace(ROOT, `<div id="root">${splashMarkup()}</div>`);
}

const MAIN_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * `html` with the app's script fetched at low priority (issue 18). What the shell paints by itself (the
 * stylesheet, the typeface, a page's first screen and its picture) is fetched first, and the script
 * straight after: it is wanted only once those have painted. At high priority its 120 KB shared the
 * line with them, and on Lighthouse's simulated phone the first paint waited for it (`/board` 2.0 s,
 * 1.2 s without). Throws if the bundler's tag is not there, so a changed bundler is noticed.
 */
export function withLowPriorityScript(html: string): string {
  if (!MAIN_SCRIPT.test(html)) throw new Error('the shell has no <script type="module" crossorigin src="..."> to fetch at low priority');
  return html.replace(MAIN_SCRIPT, (_tag, src: string) => `<script type="module" fetchpriority="low" crossorigin src="${src}"></script>`);
}

function splashMarkup(): string {
  return renderToStaticMarkup(<Splash />);
}

/**
 * The first screens, drawn as the app draws them: `/board`'s frame and header (its leaderboards and
 * notices come from the API, so they are the app's to draw).
 */
export function firstScreens(): FirstScreens {
  const { background, title, path } = PAGES.board;
  const board = renderToStaticMarkup(
    <Page background={background} title={title}>
      <BoardHeader />
    </Page>,
  );
  return { splash: splashMarkup(), pages: { [path]: { background, html: board } } };
}

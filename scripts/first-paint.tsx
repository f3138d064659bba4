/**
 * The splash, drawn into the built shell's `#root` (issue 18): the page paints the town's gem over its
 * hill as soon as the HTML and the stylesheet are in, instead of a blank screen until the scripts have
 * downloaded and run. React's first render replaces it (createRoot, not hydration), with the splash
 * again, the login screen or the page. Rendered from the same component the app uses, so the two stay
 * one drawing; it carries no status text: nothing has happened yet.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { Splash } from '../web/src/components/splash.tsx';

const ROOT = '<div id="root"></div>';

/** `html` (the built index.html) with the splash inside its empty `#root`; throws if there is none. */
export function withFirstPaint(html: string): string {
  if (!html.includes(ROOT)) throw new Error(`the shell has no empty ${ROOT} to draw the splash into`);
  return html.replace(ROOT, `<div id="root">${renderToStaticMarkup(<Splash />)}</div>`);
}

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { pageReady } from './app/router.tsx';
import { createAppHistory } from './app/browser-history.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { ignoreAnimationEventListeners } from './lib/animation-events.ts';
import { lateStyles } from './lib/late-styles.ts';
import { adoptLateFace } from './lib/late-face.ts';

// Before React adds its root listeners: see animation-events.ts (idle animations off the main thread).
ignoreAnimationEventListeners();

// Remember where this visit began (`/imx` gets its own intro); registration saves it as `entrypoint`.
try {
  if (!sessionStorage.getItem('entrypoint')) sessionStorage.setItem('entrypoint', location.pathname);
} catch {
  // Storage disabled: the entry point is simply '/'.
}

/** At most this long for the first page's script and the stylesheet's second part before rendering anyway (then "Please wait..." shows). */
const FIRST_PAGE_WAIT_MS = 3000;

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * Asks for the first page's script (matching the address against every route's pattern) and, once it
 * is in, makes React's root (it listens for every kind of event on the element) and the first render.
 * The history, the stylesheet's second part and the first page's script are each asked for in a task
 * of their own, and the root is made once both are in: on a phone's CPU the three were one task of
 * 13-21 ms here, unslowed, which Lighthouse's slowed pass counts 16 times over (issue 18).
 */
function start(container: HTMLElement) {
  const history = createAppHistory();
  adoptLateFace(history);
  // The first render as a transition: React draws it in slices of a few milliseconds instead of one long
  // task, so a tap or a key during start-up is answered (issue 18: total blocking time on the login screen
  // 101-228 -> 62-91 ms, signed in 346-510 -> 254-394 ms, same-run A/B). What the HTML drew (the splash,
  // or the page's first screen) stays until it commits; the render waits for the page's own script (it
  // is preloaded beside this one), so no "Please wait..." comes between the two.
  // The rest of the stylesheet (lib/late-styles.ts) has been downloading beside this script since the
  // HTML was read: every page's rules are in before anything but a first screen is drawn.
  const render = () => {
    const reactRoot = createRoot(container, {
      // Each error boundary logs what it caught, with its context, or not (a page's script missing while
      // offline is no fault: route-error.tsx); React's own log of it was a second copy.
      onCaughtError: () => {},
    });
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <App history={history} />
        </StrictMode>,
      ),
    );
  };
  setTimeout(() => {
    const styled = lateStyles(FIRST_PAGE_WAIT_MS);
    setTimeout(() => void Promise.all([pageReady(history.location, FIRST_PAGE_WAIT_MS), styled]).then(render), 0);
  }, 0);
}

// In a task of its own: evaluating the app's script and matching the first page were one long task on a
// phone's CPU; between the two the browser can answer a tap (issue 18).
setTimeout(() => start(root), 0);
registerServiceWorker();

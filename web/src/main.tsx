import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { registerServiceWorker } from './lib/service-worker.ts';
import { ignoreAnimationIterationListeners } from './lib/animation-events.ts';

// Before React adds its root listeners: see animation-events.ts (idle animations off the main thread).
ignoreAnimationIterationListeners();

// Remember where this visit began (`/imx` gets its own intro); registration saves it as `entrypoint`.
try {
  if (!sessionStorage.getItem('entrypoint')) sessionStorage.setItem('entrypoint', location.pathname);
} catch {
  // Storage disabled: the entry point is simply '/'.
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const reactRoot = createRoot(root);
// The first render as a transition: React draws it in slices of a few milliseconds instead of one long
// task, so a tap or a key during start-up is answered (issue 18: total blocking time on the login screen
// 101-228 -> 62-91 ms, signed in 346-510 -> 254-394 ms, same-run A/B). The splash drawn into the shell
// stays until it commits.
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
registerServiceWorker();

import { StrictMode } from 'react';
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
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();

/** Registers /service-worker.js once the page has loaded, so it never competes with the first paint. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register('/service-worker.js', { updateViaCache: 'none' }).catch((err: unknown) => {
      console.warn('service worker registration failed', err);
    });
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

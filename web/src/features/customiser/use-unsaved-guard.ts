import { useEffect } from 'react';
import { useBlocker } from '../../app/app-router.tsx';

/**
 * While `dirty`, leaving for another page in the app is held (the caller asks, then proceeds or resets
 * the blocker) and closing or reloading the tab gets the browser's own warning.
 */
export function useUnsavedGuard(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only warn when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}

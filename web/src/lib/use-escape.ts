import { useLayoutEffect, useRef } from 'react';

/**
 * Calls `onEscape` when Escape is pressed and no modal dialog is open over the caller (a dialog
 * takes its own Escape first, SPEC section 4 "Dialogs"). For layers that are not dialogs: the
 * sign-in layer, Ardi's tour, the onboarding card, the verify screen.
 * Layout effects, not passive ones: the listener and the handler it calls are in place before the
 * browser paints the screen that asks for them. With passive effects a busy page could paint the verify
 * screen while the sign-in layer's old handler was still current; an Escape pressed then closed the
 * layer that was already gone and, taking the key, left the verify screen up: the likely cause of
 * first-minutes.e2e's rare failure on a loaded machine (the verify screen still there after Escape).
 */
export function useEscape(onEscape: (() => void) | null | undefined) {
  const latest = useRef(onEscape);
  useLayoutEffect(() => {
    latest.current = onEscape;
  });
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing || !latest.current) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

import { useEffect, useRef } from 'react';

/**
 * Calls `onEscape` when Escape is pressed and no modal dialog is open over the caller (a dialog
 * takes its own Escape first, SPEC section 4 "Dialogs"). For layers that are not dialogs: the
 * sign-in layer, Ardi's tour, the onboarding card, the verify screen.
 */
export function useEscape(onEscape: (() => void) | null | undefined) {
  const latest = useRef(onEscape);
  useEffect(() => {
    latest.current = onEscape;
  });
  useEffect(() => {
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

import type { MouseEvent } from 'react';

/**
 * A plain button that is busy or at its end looks and reads as disabled but keeps the keyboard's focus:
 * `aria-disabled`, and a press that does nothing. A `disabled` button the player has just pressed drops
 * focus to the page, and the next Tab starts again from the top. (`Button` does the same by itself.)
 */
export function softDisabled<E extends Element>(off: boolean, onClick: ((event: MouseEvent<E>) => void) | undefined) {
  return {
    'aria-disabled': off || undefined,
    onClick: off ? (event: MouseEvent<E>) => event.preventDefault() : onClick,
  };
}

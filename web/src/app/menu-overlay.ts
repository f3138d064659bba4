/**
 * What is open over the page: at most one of the main menu, the profile overlay (settings, connections,
 * delegation), the cart and the inbox. One value rather than a flag each, so opening one closes the others.
 */
export type MenuOverlay = 'none' | 'menu' | 'profile' | 'cart' | 'inbox';

/**
 * The menu toggle (SPEC section 4 "Menu"): it toggles the menu, but closes whatever other overlay
 * is open first, so a press never stacks the menu on top of something else.
 */
export function toggleMenu(current: MenuOverlay): MenuOverlay {
  return current === 'none' ? 'menu' : 'none';
}


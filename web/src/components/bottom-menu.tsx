import { NavLink, useNavigation } from 'react-router-dom';
import type { ReactNode, Ref } from 'react';
import { useIntroMode } from '../lib/intro-mode.ts';
import { BagIcon, CartIcon, HomeIcon, JourneysIcon, MenuIcon, ProfileIcon } from './art/icons.tsx';
import './bottom-menu.css';

/** The journeys button's id; the town intro's last stage points its arrow at this element. */
export const JOURNEYS_BUTTON_ID = 'bottom-menu-journeys';

interface BottomMenuProps {
  /** Slug of the onboarded user; visitors (no slug) see only Home. */
  slug?: string | null;
  onToggleMenu?: () => void;
  onOpenCart?: () => void;
  menuOpen?: boolean;
  /** The menu toggle, for the main menu to return focus to. */
  menuToggleRef?: Ref<HTMLButtonElement>;
}

/**
 * The bottom menu (SPEC section 2): Home for visitors; Bag, Home, Journeys, menu, profile and cart
 * for onboarded users. Buttons are disabled during a route change; the current page's button is large.
 * In intro mode the journeys button is hidden, then shown with a pulsing ring for the intro to point at.
 */
export function BottomMenu({ slug, onToggleMenu, onOpenCart, menuOpen = false, menuToggleRef }: BottomMenuProps) {
  const busy = useNavigation().state !== 'idle';
  const intro = useIntroMode();
  return (
    <nav className="bottom-menu" aria-label="Main menu">
      <ul className="bottom-menu__list">
        {slug ? <MenuLink to={`/${slug}/bag`} label="Bag" icon={<BagIcon />} busy={busy} /> : null}
        <MenuLink to="/" label="Home" icon={<HomeIcon />} busy={busy} end />
        {slug && intro !== 'hide-journeys' ? (
          <MenuLink id={JOURNEYS_BUTTON_ID} to="/journeys" label="Journeys" icon={<JourneysIcon />} busy={busy} pointed={intro === 'point-journeys'} />
        ) : null}
        {slug ? (
          <li>
            <button
              ref={menuToggleRef}
              type="button"
              className={`bottom-menu__button${menuOpen ? ' bottom-menu__button--open' : ''}`}
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? 'main-menu' : undefined}
              onClick={onToggleMenu}
              disabled={busy}
            >
              <MenuIcon />
              <span className="bottom-menu__label">Menu</span>
            </button>
          </li>
        ) : null}
        {slug ? <MenuLink to={`/${slug}`} label="Profile" icon={<ProfileIcon />} busy={busy} end /> : null}
        {slug ? (
          <li>
            <button type="button" className="bottom-menu__button" aria-haspopup="dialog" onClick={onOpenCart} disabled={busy}>
              <CartIcon />
              <span className="bottom-menu__label">Cart</span>
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

interface MenuLinkProps {
  to: string;
  label: string;
  icon: ReactNode;
  busy: boolean;
  end?: boolean;
  id?: string;
  /** Ringed and pulsing: the intro is pointing at it. */
  pointed?: boolean;
}

function MenuLink({ to, label, icon, busy, end, id, pointed }: MenuLinkProps) {
  return (
    <li>
      <NavLink
        id={id}
        to={to}
        end={end}
        aria-disabled={busy || undefined}
        onClick={(e) => busy && e.preventDefault()}
        className={({ isActive }) =>
          `bottom-menu__button${isActive ? ' bottom-menu__button--current' : ''}${pointed ? ' bottom-menu__button--pointed' : ''}`
        }
      >
        {icon}
        <span className="bottom-menu__label">{label}</span>
      </NavLink>
    </li>
  );
}

import { NavLink, useNavigation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { BagIcon, CartIcon, HomeIcon, JourneysIcon, MenuIcon, ProfileIcon } from './art/icons.tsx';
import './bottom-menu.css';

interface BottomMenuProps {
  /** Slug of the onboarded user; visitors (no slug) see only Home. */
  slug?: string | null;
  onToggleMenu?: () => void;
  onOpenCart?: () => void;
  menuOpen?: boolean;
}

/**
 * The bottom menu (SPEC section 2): Home for visitors; Bag, Home, Journeys, menu, profile and cart
 * for onboarded users. Buttons are disabled during a route change; the current page's button is large.
 */
export function BottomMenu({ slug, onToggleMenu, onOpenCart, menuOpen = false }: BottomMenuProps) {
  const busy = useNavigation().state !== 'idle';
  return (
    <nav className="bottom-menu" aria-label="Main menu">
      <ul className="bottom-menu__list">
        {slug ? <MenuLink to={`/${slug}/bag`} label="Bag" icon={<BagIcon />} busy={busy} /> : null}
        <MenuLink to="/" label="Home" icon={<HomeIcon />} busy={busy} end />
        {slug ? <MenuLink to="/journeys" label="Journeys" icon={<JourneysIcon />} busy={busy} /> : null}
        {slug ? (
          <li>
            <button type="button" className="bottom-menu__button" aria-expanded={menuOpen} onClick={onToggleMenu} disabled={busy}>
              <MenuIcon />
              <span className="bottom-menu__label">Menu</span>
            </button>
          </li>
        ) : null}
        {slug ? <MenuLink to={`/${slug}`} label="Profile" icon={<ProfileIcon />} busy={busy} end /> : null}
        {slug ? (
          <li>
            <button type="button" className="bottom-menu__button" onClick={onOpenCart} disabled={busy}>
              <CartIcon />
              <span className="bottom-menu__label">Cart</span>
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

function MenuLink({ to, label, icon, busy, end }: { to: string; label: string; icon: ReactNode; busy: boolean; end?: boolean }) {
  return (
    <li>
      <NavLink
        to={to}
        end={end}
        aria-disabled={busy || undefined}
        onClick={(e) => busy && e.preventDefault()}
        className={({ isActive }) => `bottom-menu__button${isActive ? ' bottom-menu__button--current' : ''}`}
      >
        {icon}
        <span className="bottom-menu__label">{label}</span>
      </NavLink>
    </li>
  );
}

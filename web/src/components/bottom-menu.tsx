import { NavLink } from 'react-router-dom';
import { useRouteBusy } from '../app/app-router.tsx';
import type { ReactNode, Ref } from 'react';
import { useIntroMode } from '../lib/intro-mode.ts';
import { softDisabled } from '../lib/soft-disabled.ts';
import { BagIcon, BellIcon, CartIcon, HomeIcon, JourneysIcon, MenuIcon, ProfileIcon } from './art/icons.tsx';
import './bottom-menu.css';

/** The journeys button's id; the town intro's last stage points its arrow at this element. */
export const JOURNEYS_BUTTON_ID = 'bottom-menu-journeys';

export interface BottomMenuProps {
  /** Slug of the onboarded user; visitors (no slug) see only Home. */
  slug?: string | null;
  onToggleMenu?: () => void;
  onOpenCart?: () => void;
  menuOpen?: boolean;
  /** The menu toggle, for the main menu to return focus to. */
  menuToggleRef?: Ref<HTMLButtonElement>;
  /** The notification bell (onboarded players): unread notices, rewards waiting, and what opens the inbox. */
  inbox?: InboxButtonProps;
  /** Items in the player's cart, shown on the cart button and in its accessible name. */
  cartCount?: number;
}

export interface InboxButtonProps {
  unread: number;
  rewards: number;
  open: boolean;
  onOpen: () => void;
}

/**
 * The bottom menu (SPEC section 2): Home for visitors; Bag, Home, Journeys, menu, profile and cart
 * for onboarded users. Buttons are disabled during a route change; the current page's button is large.
 * In intro mode the journeys button is hidden, then shown with a pulsing ring for the intro to point at.
 */
export function BottomMenu({ slug, onToggleMenu, onOpenCart, menuOpen = false, menuToggleRef, inbox, cartCount = 0 }: BottomMenuProps) {
  const busy = useRouteBusy();
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
              {...softDisabled(busy, onToggleMenu)}
            >
              <MenuIcon />
              <span className="bottom-menu__label">Menu</span>
            </button>
          </li>
        ) : null}
        {slug ? <MenuLink to={`/${slug}`} label="Profile" icon={<ProfileIcon />} busy={busy} end /> : null}
        {slug && inbox ? <InboxButton {...inbox} busy={busy} /> : null}
        {slug ? (
          <li>
            <button
              type="button"
              className="bottom-menu__button"
              aria-label={cartCount > 0 ? `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}` : 'Cart'}
              aria-haspopup="dialog"
              {...softDisabled(busy, onOpenCart)}
            >
              <span className="bottom-menu__bell-art">
                <CartIcon />
                {cartCount > 0 ? (
                  // Keyed by the count so the badge pops again each time something is added.
                  <span key={cartCount} className="bottom-menu__badge bottom-menu__badge--cart" aria-hidden="true">
                    {cartCount > BADGE_MAX ? `${BADGE_MAX}+` : cartCount}
                  </span>
                ) : null}
              </span>
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

/** Counts above this show as '99+' so the badge keeps its size. */
const BADGE_MAX = 99;

/**
 * The bell (SPEC section 3: "a bell with an unread count"). The red badge counts unread notices; a gold
 * star says rewards are waiting to be claimed. Both are in the accessible name, which starts with the
 * visible label.
 */
function InboxButton({ unread, rewards, open, onOpen, busy }: InboxButtonProps & { busy: boolean }) {
  const parts = [unread > 0 ? `${unread} unread` : null, rewards > 0 ? `${rewards} ${rewards === 1 ? 'reward' : 'rewards'} to claim` : null].filter(Boolean);
  return (
    <li>
      <button
        type="button"
        className={`bottom-menu__button bottom-menu__bell${open ? ' bottom-menu__button--open' : ''}${unread > 0 ? ' bottom-menu__bell--ringing' : ''}`}
        aria-label={parts.length ? `Inbox, ${parts.join(', ')}` : 'Inbox'}
        aria-haspopup="dialog"
        {...softDisabled(busy, onOpen)}
      >
        <span className="bottom-menu__bell-art">
          <BellIcon />
          {unread > 0 ? (
            <span className="bottom-menu__badge" aria-hidden="true">
              {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
            </span>
          ) : null}
          {rewards > 0 ? (
            <svg className="bottom-menu__star" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M10 1.8l2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.7l-5.1 2.8L6 11.8l-4.3-4 5.8-.7z" />
            </svg>
          ) : null}
        </span>
        <span className="bottom-menu__label">Inbox</span>
      </button>
    </li>
  );
}

import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { NavLink } from 'react-router-dom';
import { CogIcon, SignOutIcon } from './art/icons.tsx';
import { HatBadge, MapBadge, MilkBadge, StallBadge, ToolsBadge, TrophyBadge } from './art/menu-badges.tsx';
import { useDialogStack } from './dialog-provider.tsx';
import { focusableIn } from './focusable.ts';
import { MenuLinks } from './menu-links.tsx';
import { NewsCarousel } from './news-carousel.tsx';
import './main-menu.css';

export interface MainMenuProps {
  open: boolean;
  onClose: () => void;
  onSignOut: () => void;
  onOpenSettings: () => void;
  /** The bottom menu's toggle: focus goes back to it on close, and Tab passes through the bottom menu. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The expanded main menu (SPEC section 2): news, the places, outbound links, sign-out and the cog
 * for settings, over a dimmed backdrop. A bottom sheet on phones, a panel on wider screens; the
 * bottom menu stays usable above it. Escape and the backdrop close it.
 */
export function MainMenu(props: MainMenuProps) {
  return props.open ? <OpenMainMenu {...props} /> : null;
}

function OpenMainMenu({ onClose, onSignOut, onOpenSettings, toggleRef }: MainMenuProps) {
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const { stack, register } = useDialogStack();
  const latest = useRef(onClose);
  useLayoutEffect(() => {
    latest.current = onClose;
  });

  // In the dialog stack, so Escape closes the menu only when no dialog is open over it.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const unregister = register(id, () => latest.current());
    (panel.querySelector<HTMLElement>('[data-autofocus]') ?? panel).focus();

    // Tab cycles through the menu and the bottom menu, the only things above the backdrop.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !stack.isTop(id)) return;
      const toggle = toggleRef.current;
      const ring = [...focusableIn(panel), ...(toggle ? focusableIn(toggle.closest('nav') ?? toggle) : [])];
      if (ring.length === 0) return;
      const at = ring.indexOf(document.activeElement as HTMLElement);
      event.preventDefault();
      const next = at === -1 ? 0 : (at + (event.shiftKey ? -1 : 1) + ring.length) % ring.length;
      ring[next]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unregister();
      // Focus that was inside the menu is gone with it: hand it back to the toggle.
      const active = document.activeElement;
      if (!active || active === document.body || panel.contains(active)) toggleRef.current?.focus();
    };
  }, [id, register, stack, toggleRef]);

  const titleId = `${id}title`;
  return (
    <>
      <div className="main-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <div ref={panelRef} id="main-menu" className="main-menu" role="dialog" aria-labelledby={titleId} tabIndex={-1}>
        <div className="main-menu__head">
          <h2 id={titleId} className="main-menu__title">
            Menu
          </h2>
          <button type="button" className="main-menu__cog" aria-label="Settings" aria-haspopup="dialog" onClick={onOpenSettings}>
            <CogIcon size={26} />
          </button>
        </div>
        <NewsCarousel />
        <nav aria-label="Places">
          <ul className="main-menu__places">
            <Place to="/the-milk-chug" label="Content" badge={<MilkBadge />} onPick={onClose} autoFocus />
            <Place to="/feathered-fashions" label="Wearables" badge={<HatBadge />} onPick={onClose} />
            <Place to="/workshop" label="Workshop" badge={<ToolsBadge />} onPick={onClose} />
            <Place to="/journeys" label="Journeys" badge={<MapBadge />} onPick={onClose} />
            <li>
              <button type="button" className="main-menu__place" disabled aria-describedby={`${id}soon`}>
                <TrophyBadge />
                <span>Achievements</span>
                <span id={`${id}soon`} className="main-menu__soon">
                  Coming soon
                </span>
              </button>
            </li>
            <Place to="/shop" label="Store" badge={<StallBadge />} onPick={onClose} />
          </ul>
        </nav>
        <MenuLinks />
        <button type="button" className="main-menu__signout" onClick={onSignOut}>
          <SignOutIcon size={20} /> Sign out
        </button>
      </div>
    </>
  );
}

function Place({ to, label, badge, onPick, autoFocus }: { to: string; label: string; badge: ReactNode; onPick: () => void; autoFocus?: boolean }) {
  return (
    <li>
      <NavLink to={to} className="main-menu__place" onClick={onPick} data-autofocus={autoFocus || undefined}>
        {badge}
        <span>{label}</span>
      </NavLink>
    </li>
  );
}

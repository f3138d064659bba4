import { SignOutIcon } from './art/icons.tsx';
import './main-menu.css';

interface MainMenuProps {
  open: boolean;
  onClose: () => void;
  onSignOut: () => void;
}

/** The expanded main menu above the bottom menu, with a dimmed backdrop. */
export function MainMenu({ open, onClose, onSignOut }: MainMenuProps) {
  if (!open) return null;
  return (
    <>
      <div className="main-menu__backdrop" onClick={onClose} aria-hidden="true" />
      <section className="main-menu" aria-label="Menu" id="main-menu">
        <button type="button" className="main-menu__item" onClick={onSignOut}>
          <SignOutIcon /> Sign out
        </button>
      </section>
    </>
  );
}

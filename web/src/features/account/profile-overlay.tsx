import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ArrowLeftIcon, ArrowRightIcon } from '../../components/art/icons.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { ConnectionsPanel } from './connections/connections-panel.tsx';
import { DelegationPanel } from './delegation-panel.tsx';
import type { DelegationAccount } from './delegation/account.ts';
import { EmailSection } from './email/email-section.tsx';
import { PANELS, stepPanel, swipeStep, type PanelIndex } from './panels.ts';
import { SettingsForm, type SettingsProfile } from './settings/settings-form.tsx';
import type { SavedProfile } from './settings/update-settings.ts';
import './profile-overlay.css';

/** The parts of the own profile the overlay shows. */
export interface AccountProfile extends SettingsProfile {
  email: string | null;
  email_verified: boolean;
}

interface ProfileOverlayProps {
  open: boolean;
  onClose: () => void;
  profile: AccountProfile | null | undefined;
  /** Called with the profile the server answers after a save or a verified e-mail. */
  onSaved: (profile: SavedProfile) => void;
  /** Who is signed in and how their wallet signs, for the Wallet delegation panel. */
  account: DelegationAccount | null;
  /** The panel it opens on (Profile Settings unless told; the /imx intro asks for Connections). */
  initialPanel?: (typeof PANELS)[number]['id'];
}

/**
 * The profile overlay (SPEC section 2): three panels, Profile Settings, Connections and Wallet delegation,
 * with dots that are tabs. Arrow buttons and arrow keys move between them, and so does a sideways swipe
 * on touch. A dialog of the dialog stack, so Escape closes it only when it is on top; it sits under the
 * bottom menu, whose toggle closes it (SPEC section 4 "Menu").
 */
export function ProfileOverlay({ open, onClose, profile, onSaved, account, initialPanel = 'settings' }: ProfileOverlayProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Profile" className="profile-overlay">
      {profile ? <Panels profile={profile} onSaved={onSaved} account={account} initialPanel={initialPanel} /> : <p role="status">Loading your settings…</p>}
    </Dialog>
  );
}

type Drag = { id: number; x: number; y: number; dx: number; dy: number };

function Panels({ profile, onSaved, account, initialPanel }: { profile: AccountProfile; onSaved: (profile: SavedProfile) => void; account: DelegationAccount | null; initialPanel: (typeof PANELS)[number]['id'] }) {
  const id = useId();
  const [at, setAt] = useState<PanelIndex>(() => Math.max(0, PANELS.findIndex((panel) => panel.id === initialPanel)) as PanelIndex);
  const [from, setFrom] = useState<'left' | 'right' | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const viewport = useRef<HTMLDivElement>(null);
  const focusTab = useRef(false);

  const go = (next: PanelIndex, { focus = false } = {}) => {
    if (next === at) return;
    // Focus inside the panel that goes away would drop to the page: the new panel's tab takes it.
    focusTab.current = focus || Boolean(viewport.current?.contains(document.activeElement));
    setFrom(next > at ? 'right' : 'left');
    setAt(next);
  };

  useEffect(() => {
    // Each panel starts at its top, whatever the last one was scrolled to.
    viewport.current?.closest('.dialog__body')?.scrollTo({ top: 0 });
    if (!focusTab.current) return;
    focusTab.current = false;
    tabs.current[at]?.focus();
  }, [at]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    // Arrows move the caret in a text field; everywhere else in the overlay they turn the panels.
    if (typesText(event.target)) return;
    event.preventDefault();
    go(stepPanel(at, event.key === 'ArrowLeft' ? -1 : 1), { focus: (event.target as HTMLElement).getAttribute('role') === 'tab' });
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      go(event.key === 'Home' ? 0 : 2, { focus: true });
    }
  };

  // Touch only: a mouse drag selects text as usual. touch-action: pan-y leaves sideways moves to us.
  const pointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' || !event.isPrimary) return;
    setDrag({ id: event.pointerId, x: event.clientX, y: event.clientY, dx: 0, dy: 0 });
  };
  const pointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag || event.pointerId !== drag.id) return;
    setDrag({ ...drag, dx: event.clientX - drag.x, dy: event.clientY - drag.y });
  };
  const pointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag || event.pointerId !== drag.id) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    setDrag(null);
    const step = swipeStep(dx, dy, viewport.current?.clientWidth ?? 0);
    if (step !== 0) go(stepPanel(at, step));
  };
  const sideways = drag && Math.abs(drag.dx) > Math.abs(drag.dy) ? drag.dx : 0;
  // At either end the panel follows only a little, as if on a spring.
  const pull = (at === 0 && sideways > 0) || (at === 2 && sideways < 0) ? sideways / 4 : sideways;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys anywhere in the overlay turn the panels; the tabs are the focusable controls
    <div className="profile-overlay__body" onKeyDown={onKeyDown}>
      <div className="profile-overlay__nav">
        <button type="button" className="profile-overlay__arrow" aria-label="Previous panel" aria-disabled={at === 0 || undefined} onClick={() => go(stepPanel(at, -1))}>
          <ArrowLeftIcon size={22} />
        </button>
        <div className="profile-overlay__dots" role="tablist" aria-label="Profile panels">
          {PANELS.map((panel, index) => (
            <button
              key={panel.id}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${id}tab-${panel.id}`}
              className="profile-overlay__dot"
              aria-label={panel.label}
              aria-selected={index === at}
              aria-controls={`${id}panel-${panel.id}`}
              tabIndex={index === at ? 0 : -1}
              title={panel.label}
              onClick={() => go(index as PanelIndex, { focus: true })}
              onKeyDown={onTabKeyDown}
            />
          ))}
        </div>
        <button type="button" className="profile-overlay__arrow" aria-label="Next panel" aria-disabled={at === 2 || undefined} onClick={() => go(stepPanel(at, 1))}>
          <ArrowRightIcon size={22} />
        </button>
      </div>
      <div
        ref={viewport}
        className="profile-overlay__viewport"
        onPointerDown={pointerDown}
        onPointerMove={pointerMove}
        onPointerUp={pointerUp}
        onPointerCancel={() => setDrag(null)}
      >
        {PANELS.map((panel, index) => (
          <div
            key={panel.id}
            id={`${id}panel-${panel.id}`}
            role="tabpanel"
            aria-labelledby={`${id}tab-${panel.id}`}
            hidden={index !== at}
            className={`profile-overlay__panel${index === at && from ? ` profile-overlay__panel--from-${from}` : ''}`}
            style={index === at && pull ? { transform: `translateX(${pull}px)`, transition: 'none' } : undefined}
          >
            {index === 0 ? <SettingsPanel profile={profile} onSaved={onSaved} /> : index === 1 ? <ConnectionsPanel /> : <DelegationPanel account={account} />}
          </div>
        ))}
      </div>
    </div>
  );
}

function SettingsPanel({ profile, onSaved }: { profile: AccountProfile; onSaved: (profile: SavedProfile) => void }) {
  return (
    <section className="profile-overlay__section" aria-labelledby="settings-title">
      <h2 id="settings-title" className="profile-overlay__heading">
        Profile Settings
      </h2>
      <SettingsForm profile={profile} onSaved={onSaved} />
      <EmailSection email={profile.email} verified={profile.email_verified} onVerified={onSaved} />
    </section>
  );
}

/** Whether arrow keys belong to this element (a text field moves its caret with them). */
function typesText(target: EventTarget) {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type);
}

import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogStack } from './dialog-provider.tsx';
import { focusableIn } from './focusable.ts';
import { UI_LABELS } from './labels.ts';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Shown as the heading and used as the accessible name; without it, pass `labelledBy`. */
  title?: ReactNode;
  children?: ReactNode;
  /** Id of the element that names the dialog, when that is not the title. */
  labelledBy?: string;
  /** Added to the dialog card. */
  className?: string;
  /** When false, Escape, the backdrop and the close button do nothing. */
  dismissible?: boolean;
  /** Accessible name of the corner close button; change it when the dialog has its own 'Close'. */
  closeLabel?: string;
  /** Keys pressed inside this dialog (not inside a dialog stacked on it). */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * A modal dialog in a portal on document.body, registered in the dialog stack while open.
 * Focus moves in on open (to a `data-autofocus` element if any), is trapped, and goes back on close.
 */
export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ onClose, title, children, labelledBy, className, dismissible = true, closeLabel = UI_LABELS.close, onKeyDown }: DialogProps) {
  const id = useId();
  const titleId = `${id}title`;
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const { stack, register } = useDialogStack();

  // Escape and the focus guard outlive renders, so they read the latest props through a ref.
  const latest = useRef({ onClose, dismissible });
  useLayoutEffect(() => {
    latest.current = { onClose, dismissible };
  });
  const close = () => {
    if (latest.current.dismissible) latest.current.onClose();
  };

  // The stack is joined before the dialog is first painted, so an Escape pressed the moment it appears
  // (a reward pushed over the settings) is its own, not the dialog's beneath. A layout effect runs before
  // the focus effect below and is cleaned up before it, so the stack is joined before focus is taken (a
  // dialog beneath must already know it is no longer on top) and left before focus is handed back.
  useLayoutEffect(
    () =>
      register(id, () => {
        if (latest.current.dismissible) latest.current.onClose();
      }),
    [id, register],
  );

  // Focus is taken after the first paint: by then a menu that opened this dialog has closed and handed
  // focus back to its own button, which is where focus returns when this dialog closes.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const focusInside = () => {
      const chosen = panel.querySelector<HTMLElement>('[data-autofocus]');
      const first = focusableIn(bodyRef.current ?? panel)[0];
      // Focusing a control below the fold would scroll long text (terms) past its start; the
      // panel itself is the better landing spot then, and it announces the title.
      if (chosen) chosen.focus();
      else if (first && !belowTheFold(first, bodyRef.current)) first.focus();
      else panel.focus();
    };
    const guard = (event: FocusEvent) => {
      if (stack.isTop(id) && event.target instanceof Node && !panel.contains(event.target)) focusInside();
    };
    document.addEventListener('focusin', guard);
    focusInside();

    return () => {
      document.removeEventListener('focusin', guard);
      if (previous?.isConnected) previous.focus();
    };
  }, [id, stack]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // React bubbles events out of portals, so a dialog stacked on this one reaches here too.
    if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
    if (event.key === 'Tab') trapTab(event, event.currentTarget);
    onKeyDown?.(event);
  };

  return createPortal(
    <div className="dialog">
      <div className="dialog__backdrop" aria-hidden="true" onClick={close} />
      <div
        ref={panelRef}
        className={`dialog__panel${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy ?? (title != null ? titleId : undefined)}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <div className={`dialog__header${title == null ? ' dialog__header--bare' : ''}`}>
          {title != null ? (
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
          ) : null}
          {dismissible ? (
            <button type="button" className="dialog__close" aria-label={closeLabel} onClick={close}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          ) : null}
        </div>
        <div ref={bodyRef} className="dialog__body">
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}

function belowTheFold(element: HTMLElement, scroller: HTMLElement | null) {
  return !!scroller && element.getBoundingClientRect().bottom > scroller.getBoundingClientRect().bottom;
}

/** Keeps Tab and Shift+Tab cycling inside `panel`. */
function trapTab(event: KeyboardEvent<HTMLDivElement>, panel: HTMLElement) {
  const items = focusableIn(panel);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

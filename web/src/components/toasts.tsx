import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { TIMINGS } from '../../../domain/timings.ts';
import { addToast, removeToast, type Toast, type ToastKind } from './toast-list.ts';
import './toasts.css';

export type { ToastKind } from './toast-list.ts';

export interface ToastApi {
  /** Shows `message` for `durationMs` (SPEC: 2500 ms by default). */
  show(message: string, kind?: ToastKind, durationMs?: number): void;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Holds the toasts and draws them at the bottom centre, above the bottom menu. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const sequence = useRef(0);

  const show = useCallback((message: string, kind: ToastKind = 'info', durationMs: number = TIMINGS.toast) => {
    sequence.current += 1;
    const next = { id: sequence.current, message, kind, durationMs, stamp: sequence.current };
    setToasts((list) => addToast(list, next));
  }, []);
  const dismiss = useCallback((id: number) => setToasts((list) => removeToast(list, id)), []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      {createPortal(
        // Two lanes, there from the start: a live region that arrives already filled is missed by some
        // screen readers. News and successes join the polite log; an error is an alert of its own, which
        // is announced as it appears, and sits nearest the menu. A repeated message is a new item (keyed by
        // its stamp), so it is said again.
        <div className="toasts">
          <div className="toasts__lane" role="log" aria-label="Messages">
            {toasts
              .filter((toast) => toast.kind !== 'error')
              .map((toast) => (
                <ToastItem key={`${toast.id}:${toast.stamp}`} toast={toast} onDismiss={dismiss} />
              ))}
          </div>
          <div className="toasts__lane">
            {toasts
              .filter((toast) => toast.kind === 'error')
              .map((toast) => (
                <ToastItem key={`${toast.id}:${toast.stamp}`} toast={toast} onDismiss={dismiss} />
              ))}
          </div>
        </div>,
        document.body,
      )}
    </ToastContext>
  );
}

/** `show(message, kind?, durationMs?)` a toast; needs a ToastProvider above. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { id, durationMs, stamp, kind, message } = toast;
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, durationMs, stamp, onDismiss]);

  return (
    // Errors interrupt (alert); everything else waits its turn in the log around it. A click dismisses
    // early, a pointer convenience only: every toast leaves by itself and never holds the keyboard.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div className={`toasts__item toasts__item--${kind}`} role={kind === 'error' ? 'alert' : undefined} onClick={() => onDismiss(id)}>
      <span className="toasts__badge" aria-hidden="true">
        <ToastGlyph kind={kind} />
      </span>
      <span className="toasts__message">{message}</span>
    </div>
  );
}

function ToastGlyph({ kind }: { kind: ToastKind }) {
  const path = kind === 'success' ? 'M6 12.5l4 4 8-9' : kind === 'error' ? 'M12 6v7M12 17.5v.5' : 'M12 11v6M12 7v.5';
  return (
    <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}

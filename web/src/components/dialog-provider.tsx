import { createContext, use, useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createDialogStack, type DialogStack } from './dialog-stack.ts';

interface DialogStackValue {
  stack: DialogStack;
  /** Escape handlers by dialog id; a dialog without one (not dismissible) still swallows Escape. */
  handlers: Map<string, () => void>;
}

const DialogStackContext = createContext<DialogStackValue | null>(null);

/** Holds the open-dialog stack; Escape closes only the top-most dialog (SPEC section 4 "Dialogs"). */
export function DialogProvider({ children }: { children: ReactNode }) {
  const value = useMemo<DialogStackValue>(() => ({ stack: createDialogStack(), handlers: new Map() }), []);
  const { stack, handlers } = value;
  const anyOpen = useSyncExternalStore(stack.subscribe, () => stack.ids().length > 0);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A control inside the dialog (a select, a combobox) may have used Escape already.
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      const top = stack.top();
      if (top === undefined) return;
      event.preventDefault();
      handlers.get(top)?.();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [stack, handlers]);

  // The page behind a dialog must not scroll under the user's finger.
  useEffect(() => {
    if (!anyOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [anyOpen]);

  return <DialogStackContext value={value}>{children}</DialogStackContext>;
}

/** The dialog stack: `register` a dialog while it is open, `isTop` re-renders when the top changes. */
export function useDialogStack() {
  const value = use(DialogStackContext);
  if (!value) throw new Error('useDialogStack must be used inside <DialogProvider>');
  const { stack, handlers } = value;
  const ids = useSyncExternalStore(stack.subscribe, stack.ids);

  /** Puts `id` on top and returns the function that takes it off again. */
  const register = useCallback(
    (id: string, onEscape?: () => void) => {
      stack.push(id);
      if (onEscape) handlers.set(id, onEscape);
      return () => {
        handlers.delete(id);
        stack.remove(id);
      };
    },
    [stack, handlers],
  );

  const isTop = useCallback((id: string) => ids.at(-1) === id, [ids]);
  return { stack, ids, register, isTop };
}

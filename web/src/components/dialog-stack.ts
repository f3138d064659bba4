/** The open dialogs, oldest first; only the last one is "top". Framework-free so it can be tested alone. */
export interface DialogStack {
  /** Puts `id` on top (moving it there if it is already open). */
  push(id: string): void;
  /** Drops `id` wherever it is; unknown ids are ignored. */
  remove(id: string): void;
  top(): string | undefined;
  isTop(id: string): boolean;
  /** The current ids; the same array until the stack changes, so it works as a React snapshot. */
  ids(): readonly string[];
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Creates an empty dialog stack. */
export function createDialogStack(): DialogStack {
  let ids: readonly string[] = [];
  const listeners = new Set<() => void>();

  const replace = (next: readonly string[]) => {
    ids = next;
    for (const listener of [...listeners]) listener();
  };

  return {
    push(id) {
      if (ids.at(-1) === id) return;
      replace([...ids.filter((other) => other !== id), id]);
    },
    remove(id) {
      if (!ids.includes(id)) return;
      replace(ids.filter((other) => other !== id));
    },
    top: () => ids.at(-1),
    isTop: (id) => ids.length > 0 && ids.at(-1) === id,
    ids: () => ids,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

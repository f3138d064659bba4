export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  durationMs: number;
  /** Changes when a repeated message refreshes the toast, restarting its timer. */
  stamp: number;
}

/** More than this and the stack starts to bury the page; the oldest go first. */
export const MAX_TOASTS = 3;

/** Adds `next` on top, or refreshes the newest toast when it already says the same thing. */
export function addToast(list: readonly Toast[], next: Toast, max = MAX_TOASTS): Toast[] {
  const newest = list.at(-1);
  if (newest && newest.message === next.message && newest.kind === next.kind) {
    return [...list.slice(0, -1), { ...newest, durationMs: next.durationMs, stamp: next.stamp }];
  }
  return [...list, next].slice(-max);
}

/** The list without the toast `id`. */
export function removeToast(list: readonly Toast[], id: number): Toast[] {
  return list.filter((toast) => toast.id !== id);
}

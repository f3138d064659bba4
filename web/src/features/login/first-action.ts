/**
 * A visitor's tap on the shell's login buttons before the app has drawn them (issue 18): the boot
 * script (domain/boot-script.ts) keeps the button's `data-first-action` in `window.stFirstAction`, and
 * the login screen opens that layer once it is up, so the tap is not lost.
 */
export const FIRST_ACTIONS = { getStarted: 'REGISTER', signIn: 'LOGIN' } as const;

export type FirstAction = (typeof FIRST_ACTIONS)[keyof typeof FIRST_ACTIONS];

/** The layer a tap on the shell asked for, once (it is forgotten when taken), or null. */
export function takeFirstAction(win: { stFirstAction?: unknown } = window as { stFirstAction?: unknown }): FirstAction | null {
  const asked = win.stFirstAction;
  delete win.stFirstAction;
  return Object.values(FIRST_ACTIONS).find((action) => action === asked) ?? null;
}

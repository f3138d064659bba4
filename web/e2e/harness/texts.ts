/** Words the harness shows and the spec looks for; plain data so Node can import it too. */
export const CHAT_MESSAGES = [
  'Welcome to Sapphire Town, explorer!',
  'Walk the map to find the workshop, the arcade and the town hall.',
  'Finish journeys to raise your cool score. Have fun!',
] as const;

export const TOAST_TEXT = 'Your settings were saved';

/** The `?screen=` values the harness understands. */
export type HarnessScreen = 'splash' | 'error' | 'logged-out' | 'please-wait' | 'escape-handover';

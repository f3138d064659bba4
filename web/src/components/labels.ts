/**
 * Control labels the shared components need that MESSAGES does not hold yet.
 * Kept in one place so they can move into domain/messages.ts without touching each component.
 */
export const UI_LABELS = {
  close: 'Close',
  next: 'Next',
  back: 'Back',
  reload: 'Reload',
} as const;

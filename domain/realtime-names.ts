/**
 * The real-time contract's names (DESIGN.md "Real-time"): its channels and the events sent on them.
 * No schema library here: the web's menus route pushes by these names and load as soon as the page has
 * painted and gone idle, while the schemas that check each push (realtime.ts, with zod) wait for the
 * real-time client, which loads after the page's quiet moment (issue 18: zod's own set-up, with the
 * schemas, took 5-9 ms of the menus' start-up task).
 */

/** Public channels anyone may subscribe to. */
export const PUBLIC_CHANNELS = ['notifications', 'sapphiretown'] as const;

/** Event names DESIGN fixes for `sapphiretown` and `avatars-<wallet>`. */
export const EVENTS = {
  journeyProgress: 'journeyprogress',
  leaderboard: 'leaderboard',
  traitsInserted: (wallet: string) => `traits-inserted-${wallet.toLowerCase()}` as const,
  traitsDeleted: (wallet: string) => `traits-deleted-${wallet.toLowerCase()}` as const,
} as const;

/** The event name of a notification push, on `notifications` (broadcasts) and on `sapphiretown-<wallet>` (one player's). */
export const NOTIFICATION_EVENT = 'notification';

/** The event name of the reward push on the private channel `sapphiretown-<wallet>` (DESIGN "Real-time"). */
export const REWARD_EVENT = 'reward';

export const privateChannel = {
  rewards: (wallet: string) => `sapphiretown-${wallet.toLowerCase()}`,
  avatars: (wallet: string) => `avatars-${wallet.toLowerCase()}`,
};

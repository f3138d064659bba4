/**
 * The real-time contract of `GET /ws` (DESIGN.md "Real-time"): channel names, message shapes, limits.
 * Imported by the server and by the web's realtime client, so both read the same names.
 */

/** Public channels anyone may subscribe to. */
export const PUBLIC_CHANNELS = ['notifications', 'sapphiretown'] as const;
/** Prefixes of private channels; the rest of the name is the owner's lower-cased wallet address. */
export const PRIVATE_PREFIXES = ['sapphiretown-', 'avatars-'] as const;

export type PublicChannel = (typeof PUBLIC_CHANNELS)[number];

/** Event names DESIGN fixes for `sapphiretown` and `avatars-<wallet>` (rewards and notifications name theirs). */
export const EVENTS = {
  journeyProgress: 'journeyprogress',
  leaderboard: 'leaderboard',
  traitsInserted: (wallet: string) => `traits-inserted-${wallet.toLowerCase()}`,
  traitsDeleted: (wallet: string) => `traits-deleted-${wallet.toLowerCase()}`,
} as const;

export const privateChannel = {
  rewards: (wallet: string) => `sapphiretown-${wallet.toLowerCase()}`,
  avatars: (wallet: string) => `avatars-${wallet.toLowerCase()}`,
};

const PRIVATE = /^(sapphiretown|avatars)-(0x[0-9a-f]{40})$/;

/**
 * What a channel name is: public, private (with its owner), or not a channel at all.
 * Private names must already be lower-cased: one spelling per channel keeps seq numbering single.
 */
export function classifyChannel(name: string): { kind: 'public' } | { kind: 'private'; owner: string } | null {
  if ((PUBLIC_CHANNELS as readonly string[]).includes(name)) return { kind: 'public' };
  const match = PRIVATE.exec(name);
  return match ? { kind: 'private', owner: match[2]! } : null;
}

/** Bun's maxPayloadLength for client messages; larger frames close the socket (1009). */
export const WS_MAX_MESSAGE_BYTES = 64 * 1024;
/** Per-socket token bucket: refills this many messages per second up to the burst size. */
export const WS_RATE = { perSecond: 20, burst: 40 } as const;
/** Events stay replayable at least this long after they were published. */
export const REPLAY_RETENTION_MS = 10 * 60_000;
/** Largest `data` a published event may carry, serialised. */
export const MAX_EVENT_DATA_BYTES = 16 * 1024;

export type ClientMessage =
  | { type: 'auth'; token: string }
  | { type: 'subscribe'; channel: string; since?: number }
  | { type: 'unsubscribe'; channel: string }
  | { type: 'ping' };

export type ServerMessage =
  | { type: 'subscribed'; channel: string }
  | { type: 'event'; channel: string; event: string; data: unknown; seq: number }
  | { type: 'error'; error: string }
  | { type: 'pong' };

/** Error wording of the socket; the web matches on these. */
export const WS_ERRORS = {
  badJson: 'Messages must be JSON objects',
  unknownType: (type: string) => `Unknown message type: ${type}`,
  badMessage: (detail: string) => `Invalid message: ${detail}`,
  unknownChannel: (channel: string) => `Unknown channel: ${channel}`,
  forbidden: (channel: string) => `Not allowed to subscribe to ${channel}`,
  tooFast: 'Too many messages',
  notJsonText: 'Messages must be text',
} as const;

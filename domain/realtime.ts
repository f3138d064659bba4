/**
 * The real-time contract of `GET /ws` (DESIGN.md "Real-time"): channel names, message shapes, the payload
 * of each event, limits. Imported by the server (which publishes with these types) and by the web's
 * realtime client (which parses every frame with these schemas), so both read the same contract.
 */
// zod/mini, not zod: the web parses every frame with these schemas, in the real-time client every
// signed-in page loads after its first screen, where full zod would add about 26 KB gzip.
import * as z from 'zod/mini';
import { notificationViewSchema } from './notifications.ts';
import { EVENTS, NOTIFICATION_EVENT, PUBLIC_CHANNELS, REWARD_EVENT } from './realtime-names.ts';
import { rewardPushSchema } from './rewards.ts';

// The names alone, without zod, are in realtime-names.ts: the web's menus route pushes by them.
export { EVENTS, PUBLIC_CHANNELS, privateChannel } from './realtime-names.ts';

/**
 * `journeyprogress`: one player's count on a journey, on that player's private `sapphiretown-<wallet>`
 * (decision 0061). DESIGN puts it on the public 'sapphiretown', where it named the player's wallet to
 * anyone listening, and with the leaderboard push beside it, the wallet behind a username.
 */
export const journeyProgressEventSchema = z.object({
  journey_id: z.number(),
  name: z.string(),
  current_submission_count: z.number(),
  unlocked: z.optional(z.literal(true)),
});
export type JourneyProgressEvent = z.infer<typeof journeyProgressEventSchema>;

/** `leaderboard` on 'sapphiretown' when a cool score moves the ranks. */
export const leaderboardEventSchema = z.object({
  board: z.literal('coolscore'),
  username: z.string(),
  slug: z.string(),
  score: z.number(),
  rank: z.number(),
});
export type LeaderboardEvent = z.infer<typeof leaderboardEventSchema>;

/** `traits-inserted-<wallet>`: the wearables a chest brings (the chest waits to be opened). */
const traitsInsertedSchema = z.object({ chest: z.object({ id: z.number(), name: z.string() }), traitIds: z.array(z.number()) });
/** `traits-deleted-<wallet>`: the wearables taken away. */
const traitsDeletedSchema = z.object({ traitIds: z.array(z.number()) });

/**
 * The payload of every event, by kind. An event's name is its kind, except the traits events, whose
 * names end with the owner's wallet (`traits-inserted-<wallet>`).
 */
export const EVENT_PAYLOADS = {
  [EVENTS.journeyProgress]: journeyProgressEventSchema,
  [EVENTS.leaderboard]: leaderboardEventSchema,
  [NOTIFICATION_EVENT]: notificationViewSchema,
  [REWARD_EVENT]: rewardPushSchema,
  'traits-inserted': traitsInsertedSchema,
  'traits-deleted': traitsDeletedSchema,
} as const satisfies Record<string, z.ZodMiniType>;

export type EventKind = keyof typeof EVENT_PAYLOADS;
export type EventPayloads = { [K in EventKind]: z.infer<(typeof EVENT_PAYLOADS)[K]> };
type WalletEvent = 'traits-inserted' | 'traits-deleted';
/** An event's name on the wire. */
export type EventName = Exclude<EventKind, WalletEvent> | `${WalletEvent}-${string}`;
type KindOf<E extends string> = E extends `${infer K extends WalletEvent}-${string}` ? K : E;
/** The payload an event of name `E` carries. */
export type EventPayload<E extends EventName> = EventPayloads[KindOf<E> & EventKind];
/** One event with its payload, narrowed by comparing `event` with a name. */
export type RealtimePush = {
  [K in EventKind]: { event: K extends WalletEvent ? `${K}-${string}` : K; data: EventPayloads[K] };
}[EventKind];

/** The kind of an event name, or null when no schema covers it. */
export function eventKind(event: string): EventKind | null {
  for (const kind of ['traits-inserted', 'traits-deleted'] as const) if (event.startsWith(`${kind}-`)) return kind;
  return Object.hasOwn(EVENT_PAYLOADS, event) && !event.startsWith('traits-') ? (event as EventKind) : null;
}

/** An event checked against its kind's schema; null when the name is unknown or the data does not fit. */
export function parsePush(event: string, data: unknown): RealtimePush | null {
  const kind = eventKind(event);
  if (!kind) return null;
  const parsed = EVENT_PAYLOADS[kind].safeParse(data);
  return parsed.success ? ({ event, data: parsed.data } as RealtimePush) : null;
}

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
/** Failed `auth` messages after which a socket is closed (1008). A client signs in once per socket, and again when its token changes. */
export const WS_AUTH_FAILURES_MAX = 5;
/** Events stay replayable at least this long after they were published. */
export const REPLAY_RETENTION_MS = 10 * 60_000;
/** Largest `data` a published event may carry, serialised. */
export const MAX_EVENT_DATA_BYTES = 16 * 1024;

export type ClientMessage =
  | { type: 'auth'; token: string }
  | { type: 'subscribe'; channel: string; since?: number }
  | { type: 'unsubscribe'; channel: string }
  | { type: 'ping' };

/**
 * What the server sends; `subscribed` may also say where the channel stands (`seq`), which a client then resumes from.
 * A replayed `event` says how long ago it was stored (`age`, ms), so a tab can tell what happened since it opened.
 */
export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribed'), channel: z.string(), seq: z.optional(z.number()) }),
  z.object({ type: z.literal('event'), channel: z.string(), event: z.string(), data: z.unknown(), seq: z.number(), age: z.optional(z.number()) }),
  z.object({ type: z.literal('error'), error: z.string() }),
  z.object({ type: z.literal('pong') }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** Error wording of the socket; the web matches on these. */
export const WS_ERRORS = {
  badJson: 'Messages must be JSON objects',
  unknownType: (type: string) => `Unknown message type: ${type}`,
  badMessage: (detail: string) => `Invalid message: ${detail}`,
  unknownChannel: (channel: string) => `Unknown channel: ${channel}`,
  forbidden: (channel: string) => `Not allowed to subscribe to ${channel}`,
  tooFast: 'Too many messages',
  tooManySignIns: 'Too many failed sign-ins',
  tooManySockets: 'Too many connections from this address',
  notJsonText: 'Messages must be text',
} as const;

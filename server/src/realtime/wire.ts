import type { ServerMessage } from '../../../domain/realtime.ts';
import type { ReadEvent, StoredEvent } from './event-store.ts';

/** A server message as sent on the socket. */
export const serverMessage = (message: ServerMessage): string => JSON.stringify(message);

/** The `event` message for a stored event; built once per delivery and shared by every socket. */
export const eventMessage = (e: StoredEvent): string =>
  serverMessage({ type: 'event', channel: e.channel, event: e.event, data: e.data, seq: e.seq });

/** The `event` message for a replayed event: with how long ago it was stored, in ms, as of `now`. */
export const replayMessage = (e: ReadEvent, now: number): string =>
  serverMessage({ type: 'event', channel: e.channel, event: e.event, data: e.data, seq: e.seq, age: Math.max(0, now - e.at.getTime()) });

/**
 * The one way server code sends a real-time push (DESIGN "Real-time"). The realtime hub supplies the real
 * function; until it is wired (and in tests that do not care) pushes go nowhere. Every push is typed by
 * the event map of domain/realtime.ts: an event's data must be the payload the web parses it as.
 */
import type { EventName, EventPayload } from '../../domain/realtime.ts';
import type { Logger } from './log.ts';

export type Publish = <E extends EventName>(channel: string, event: E, data: EventPayload<E>) => Promise<void> | void;

/** Drops every push. */
export const noPublish: Publish = () => {};

/**
 * Publishes after the data is stored; a failed push never undoes or fails the write (the client reads the
 * stored record on its next fetch), so this reports whether it went out instead of throwing.
 */
export async function publishSafely<E extends EventName>(publish: Publish, channel: string, event: E, data: EventPayload<E>): Promise<boolean> {
  try {
    await publish(channel, event, data);
    return true;
  } catch {
    return false;
  }
}

/** Wraps a publisher so a failure is logged with its channel and event before publishSafely swallows it. */
export function loggedPublish(publish: Publish, log: Logger): Publish {
  return async (channel, event, data) => {
    try {
      await publish(channel, event, data);
    } catch (err) {
      log.warn('push failed', { channel, event, err });
      throw err;
    }
  };
}

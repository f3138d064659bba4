/**
 * How journeys and the cool score push to the town: a `publish` function handed in by whoever builds
 * the app (the real-time hub), so this code neither knows nor waits for the transport.
 */
export type Publish = (channel: string, event: string, data: unknown) => Promise<void> | void;

/** Publishes nothing: the default until the app hands in the real-time hub's publish. */
export const noPublish: Publish = () => {};

/**
 * Publishes and never fails the caller: the state is already committed, and a client that missed the
 * push reads it on its next fetch. Failures go to `onError`.
 */
export async function publishSafely(publish: Publish, channel: string, event: string, data: unknown, onError: (err: unknown) => void = () => {}) {
  try {
    await publish(channel, event, data);
  } catch (err) {
    onError(err);
  }
}

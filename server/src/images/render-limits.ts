/** The render service's defaults, in one place for env.ts (the settings) and the service itself. */

/** RENDER_CACHE_MAX_MB: rendered images kept on disk under DATA_DIR/cache/render. */
export const DEFAULT_RENDER_CACHE_MB = 1024;
/** RENDER_QUEUE_MAX: renders that may wait for a worker; past it a new picture is refused with 503. */
export const DEFAULT_RENDER_QUEUE = 16;
/**
 * A render that has waited this long for a worker is refused with 503 and Retry-After. The server closes
 * a connection idle for 60 s (server.ts), and a full queue of 2560 px pictures on a busy machine can take
 * longer than that to drain: past it the client would see its connection reset instead of an answer.
 */
export const RENDER_WAIT_MAX_MS = 30_000;

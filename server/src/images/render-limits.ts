/** The render service's defaults, in one place for env.ts (the settings) and the service itself. */

/** RENDER_CACHE_MAX_MB: rendered images kept on disk under DATA_DIR/cache/render. */
export const DEFAULT_RENDER_CACHE_MB = 1024;
/** RENDER_QUEUE_MAX: renders that may wait for a worker; past it a new picture is refused with 503. */
export const DEFAULT_RENDER_QUEUE = 16;

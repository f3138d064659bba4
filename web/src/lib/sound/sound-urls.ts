import type { Sound } from '../../../../domain/timings.ts';

// Filled in by scripts/build.ts with the content-hashed URLs of the synthesised WAVs it wrote.
declare const SOUND_URLS: Record<Sound, string> | undefined;

/**
 * Where `name` is served, or undefined in a bundle built without sounds (the component harness,
 * bun test): there the town is simply silent instead of asking for files that do not exist.
 */
export function soundUrl(name: Sound): string | undefined {
  return typeof SOUND_URLS === 'undefined' ? undefined : SOUND_URLS[name];
}

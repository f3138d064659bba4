/**
 * The howler side of the town's sound, loaded only on first use (a dynamic import from sound.ts) so
 * the sign-in screen never pays for it.
 */
import { Howl, Howler } from 'howler';
import { AUDIO } from '../../../../domain/timings.ts';
import { getSoundVolume } from '../sound-volume.ts';
import { AUDIO_ERRORS } from './fetch-sound.ts';

// Must be set before the first Howl: howler fills its unlocked HTML5 pool on the first gesture.
Howler.html5PoolSize = AUDIO.html5Pool;
// Howler suspends the Web Audio context after 30 s without a sound (TIMINGS.audioSuspend) and resumes
// it on the next play; its delay is fixed at that value (checked by howler-player.test.ts).
Howler.autoSuspend = true;

/** Brings the master volume in line with the saved preference; 0 is silence. */
export function applyVolume(volume = getSoundVolume()): void {
  Howler.volume(volume);
}

// The settings toggle in another tab changes the preference there; follow it here without a reload.
// (In this tab, playSound reads the preference on every play.)
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === 'sound-volume') applyVolume();
  });
}

/**
 * Hands fetched WAV bytes to howler. Resolves with the ready Howl, or null (after logging the spec's
 * message) when the bytes are not audio the browser can decode.
 */
export function decodeSound(bytes: ArrayBuffer): Promise<Howl | null> {
  // A blob URL keeps howler's own loading path (Web Audio, or HTML5 audio where that is missing).
  // It is never revoked: the HTML5 fallback needs it for every new pooled node, and it is tiny.
  const src = URL.createObjectURL(new Blob([bytes], { type: 'audio/wav' }));
  return new Promise((resolve) => {
    const howl = new Howl({
      src: [src],
      format: ['wav'],
      pool: AUDIO.defaultPool,
      preload: true,
      onload: () => resolve(howl),
      onloaderror: () => {
        console.warn(AUDIO_ERRORS.decodeFailed);
        howl.unload();
        URL.revokeObjectURL(src);
        resolve(null);
      },
    });
  });
}

/** Plays one instance at `rate` (already clamped) and `volume` (> 0); returns howler's sound id. */
export function playHowl(howl: Howl, rate: number, volume: number): number {
  applyVolume(volume);
  const id = howl.play();
  howl.rate(rate, id);
  return id;
}

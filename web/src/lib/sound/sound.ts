/**
 * The town's sounds (SPEC sections 7 and 9): six short synthesised effects played through howler.
 * Howler and the files load lazily, on preloadSounds() or the first play; nothing here ever throws
 * at the caller, and a saved volume of 0 means silence (and no downloads).
 */
import type { Howl } from 'howler';
import { SOUNDS, type Sound } from '../../../../domain/timings.ts';
import { getSoundVolume } from '../sound-volume.ts';
import { fetchSoundBytes } from './fetch-sound.ts';
import { soundUrl } from './sound-urls.ts';

export type { Sound };

/** Howler's playback-rate range; the town speeds clicks up by 0.3 a click and would leave it. */
export const RATE_RANGE = { min: 0.5, max: 4 } as const;

/**
 * A play asked for while its sound is still loading is played when it arrives, but only if that
 * is soon: a croak a second after the click would feel like a bug, so it is dropped instead.
 */
export const LATE_PLAY_MS = 750;

/** After a failed load, wait this long before trying again, so a clicker does not hammer a 404. */
export const RETRY_AFTER_MS = 10_000;

type Player = typeof import('./howler-player.ts');

let player: Promise<Player> | null = null;
const ready = new Map<Sound, { howl: Howl; play: Player['playHowl'] }>();
const loading = new Set<Sound>();
const failedAt = new Map<Sound, number>();
/** At most one waiting play per sound (the latest), so a burst of early clicks plays once. */
const waiting = new Map<Sound, { rate: number; at: number }>();

/** Clamps to howler's range; anything that is not a finite number plays at normal speed. */
export function clampRate(rate: number | undefined): number {
  if (rate === undefined || !Number.isFinite(rate)) return 1;
  return Math.min(RATE_RANGE.max, Math.max(RATE_RANGE.min, rate));
}

function loadPlayer(): Promise<Player> {
  player ??= import('./howler-player.ts').catch((error: unknown) => {
    // A chunk that failed to arrive (offline, new deploy) may arrive next time.
    player = null;
    throw error;
  });
  return player;
}

async function load(name: Sound): Promise<void> {
  if (ready.has(name) || loading.has(name)) return;
  const url = soundUrl(name);
  if (!url || Date.now() - (failedAt.get(name) ?? -Infinity) < RETRY_AFTER_MS) {
    waiting.delete(name);
    return;
  }
  loading.add(name);
  try {
    const [bytes, { decodeSound, playHowl }] = await Promise.all([fetchSoundBytes(url), loadPlayer()]);
    const howl = bytes && (await decodeSound(bytes));
    if (!howl) throw new Error(`${name} is not playable`);
    ready.set(name, { howl, play: playHowl });
    failedAt.delete(name);
    const late = waiting.get(name);
    if (late && performance.now() - late.at <= LATE_PLAY_MS) play(name, late.rate);
  } catch {
    // Already logged with the spec's message where there is one; the town just stays quiet.
    failedAt.set(name, Date.now());
  } finally {
    loading.delete(name);
    waiting.delete(name);
  }
}

function play(name: Sound, rate: number): void {
  const volume = getSoundVolume();
  const sound = ready.get(name);
  if (!sound) return;
  if (volume === 0) {
    // Nothing new starts, and anything still ringing is silenced at once.
    void player?.then((p) => p.applyVolume(0)).catch(() => undefined);
    return;
  }
  sound.play(sound.howl, rate, volume);
}

/** Plays `name` once at `rate` (1 = normal speed); never throws, even when audio is unavailable. */
export function playSound(name: Sound, options: { rate?: number } = {}): void {
  try {
    const rate = clampRate(options.rate);
    if (ready.has(name)) {
      play(name, rate);
      return;
    }
    if (getSoundVolume() === 0) return;
    waiting.set(name, { rate, at: performance.now() });
    void load(name);
  } catch {
    // Audio is a nicety: no failure of it may reach a click handler.
  }
}

/** Starts fetching and decoding every sound so the first click plays without delay. */
export function preloadSounds(): void {
  try {
    // Someone who turned sound off does not download it; turning it on loads on the first play.
    if (getSoundVolume() === 0) return;
    for (const name of SOUNDS) void load(name);
  } catch {
    // As in playSound.
  }
}

/** With no interaction at all, preloading starts this long after the town appeared. */
export const PRELOAD_DELAY_MS = 8000;
const FIRST_TOUCH = ['pointerdown', 'keydown'] as const;

/**
 * preloadSounds on the first press or key in the page (the gesture that lets audio play at all), or
 * PRELOAD_DELAY_MS after the town appeared, whichever comes first: howler's chunk and decoding six
 * sounds cost about 0.8 s of main thread on a slow phone, which must not compete with drawing the town
 * and making it interactive (issue 18). A click before that loads its sound on demand, as always.
 * Returns a cancel for effect cleanup.
 */
export function preloadSoundsSoon(): () => void {
  if (typeof window === 'undefined') return () => {};
  const start = () => {
    cancel();
    preloadSounds();
  };
  const timer = setTimeout(start, PRELOAD_DELAY_MS);
  for (const type of FIRST_TOUCH) window.addEventListener(type, start, { capture: true, passive: true });
  function cancel() {
    clearTimeout(timer);
    for (const type of FIRST_TOUCH) window.removeEventListener(type, start, { capture: true });
  }
  return cancel;
}

/**
 * The town's six sound effects, written as synthesis recipes (see docs/decisions/0004-synthesised-sounds.md).
 * Each returns a finished, normalised mono signal under a second long.
 */
import type { Sound } from '../../domain/timings.ts';
import {
  envelope,
  fadeEdges,
  harmonics,
  highPass,
  lowPass,
  mix,
  noise,
  normalise,
  resonate,
  seededRandom,
  shape,
  silence,
  tone,
  type Signal,
} from './synth.ts';

/** Equal-tempered pitch of a MIDI note number (69 = A4 = 440 Hz). */
function note(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

/** Falling partial levels of a warm brass tone. */
const BRASS = [1, 0.7, 0.5, 0.36, 0.25, 0.17, 0.11, 0.07, 0.045, 0.03];

/** A brassy voice with a slow, late vibrato. */
function brass(seconds: number, freq: number): Signal {
  return harmonics(seconds, (t) => freq * (1 + (t > 0.12 ? 0.006 * Math.sin(2 * Math.PI * 5.5 * t) : 0)), BRASS);
}

/** A struck, bell-like voice: a sine with two softer overtones. */
function bell(seconds: number, freq: number): Signal {
  const voice = tone(seconds, freq);
  mix(voice, tone(seconds, freq * 2), 0, 0.35);
  mix(voice, tone(seconds, freq * 3), 0, 0.12);
  return voice;
}

/** "Ta-da!": a short pick-up chord, then a held, ringing major chord a fourth higher. */
function tada(): Signal {
  const out = silence(0.86);
  for (const midi of [67, 71, 74]) mix(out, envelope(brass(0.12, note(midi)), { attack: 0.008, hold: 0.06, decay: 0.03 }), 0, 0.3);
  for (const midi of [72, 76, 79, 84]) mix(out, envelope(brass(0.72, note(midi)), { attack: 0.012, hold: 0.22, decay: 0.18 }), 0.14, 0.25);
  return out;
}

/** A songbird: three quick rising whistles and a longer last one that turns down at the end. */
function chirp(): Signal {
  const out = silence(0.36);
  const sweep = (seconds: number, from: number, to: number) =>
    shape(
      tone(seconds, (t) => from * (to / from) ** (t / seconds)),
      (t) => Math.sin((Math.PI * t) / seconds) ** 2,
    );
  mix(out, sweep(0.055, 2600, 4300), 0);
  mix(out, sweep(0.055, 2700, 4500), 0.075);
  mix(out, sweep(0.055, 2800, 4700), 0.15);
  const last = shape(
    tone(0.12, (t) => (t < 0.07 ? 3000 + 26_000 * t : 4820 - 9000 * (t - 0.07))),
    (t) => Math.sin((Math.PI * t) / 0.12) ** 2,
  );
  mix(out, last, 0.23);
  return out;
}

/** "Rib-bit": two low, rattling buzzes, the second a little higher and falling. */
function croak(): Signal {
  const out = silence(0.42);
  const buzz = (seconds: number, pitch: (t: number) => number, pulses: number) => {
    // A reedy buzz through two throat formants (mid-range, so phone speakers still carry it), gated
    // into the vocal sac's rattle of pulses.
    const reed = harmonics(seconds, pitch, Array.from({ length: 24 }, (_, k) => 1 / Math.sqrt(k + 1)));
    const voice = mix(resonate(reed, 480, 4), resonate(reed, 1150, 5), 0, 0.6);
    return shape(voice, (t) => (0.25 + 0.75 * ((1 + Math.cos(2 * Math.PI * pulses * t)) / 2) ** 2) * Math.sin((Math.PI * t) / seconds));
  };
  mix(out, buzz(0.14, () => 112, 34), 0.005);
  mix(out, buzz(0.2, (t) => 140 - 100 * t, 28), 0.2, 1.1);
  return out;
}

/** A woodblock tap: two inharmonic partials that die fast, plus a tiny noise transient. */
function click(): Signal {
  const out = silence(0.07);
  mix(out, envelope(tone(0.07, 1180), { attack: 0.0006, decay: 0.012 }));
  mix(out, envelope(tone(0.07, 2530), { attack: 0.0006, decay: 0.006 }), 0, 0.45);
  mix(out, envelope(highPass(noise(0.01, 7), 2000), { attack: 0.0003, decay: 0.0015 }), 0, 0.5);
  return out;
}

/** Something dropped in the pond: a closing burst of noise, then a few rising bubble plinks. */
function splash(): Signal {
  const out = silence(0.62);
  const wash = lowPass(noise(0.62, 11), (t) => 600 + 5200 * Math.exp(-t / 0.09));
  mix(out, envelope(wash, { attack: 0.006, hold: 0.02, decay: 0.11 }), 0, 1.4);
  const random = seededRandom(23);
  for (let i = 0; i < 5; i++) {
    const at = 0.07 + i * 0.075 + random() * 0.03;
    const base = 700 + random() * 700;
    const plink = envelope(
      tone(0.05, (t) => base * (1 + 12 * t)),
      { attack: 0.002, decay: 0.014 },
    );
    mix(out, plink, at, 0.32 * (1 - i * 0.14));
  }
  return out;
}

/** A bright rising arpeggio (C E G C) whose top note rings on. */
function success(): Signal {
  const out = silence(0.72);
  for (const [i, midi] of [72, 76, 79].entries()) mix(out, envelope(bell(0.3, note(midi)), { attack: 0.004, decay: 0.09 }), i * 0.085, 0.7);
  mix(out, envelope(bell(0.46, note(84)), { attack: 0.004, hold: 0.04, decay: 0.14 }), 0.255);
  return out;
}

const RECIPES: Record<Sound, () => Signal> = { tada, chirp, croak, click, splash, success };

/**
 * Peak level of each sound. About -1 dBFS, except the bird: a pure whistle near 4 kHz sounds much
 * louder than its peak says, so it sits 3 dB lower to match the others.
 */
export const PEAKS: Record<Sound, number> = { tada: 0.89, chirp: 0.63, croak: 0.89, click: 0.89, splash: 0.89, success: 0.89 };

/** Renders one sound, ready to encode: normalised to its peak level with click-free edges. */
export function renderSound(name: Sound): Signal {
  return normalise(fadeEdges(RECIPES[name]()), PEAKS[name]);
}

/**
 * A tiny, pure sound synthesiser for the town's effects: oscillators, envelopes, seeded noise, a
 * one-pole filter and a 16-bit PCM WAV encoder. No I/O and no randomness that is not seeded, so the
 * same recipe always gives the same bytes (and so the same content hash in the built URL).
 */

/** Plenty for short effects, and half the bytes of 44.1 kHz. */
export const SAMPLE_RATE = 22_050;

/** A mono signal in -1..1 at SAMPLE_RATE. */
export type Signal = Float32Array;

export function samplesFor(seconds: number): number {
  return Math.round(seconds * SAMPLE_RATE);
}

/** A silent signal `seconds` long, to mix voices into. */
export function silence(seconds: number): Signal {
  return new Float32Array(samplesFor(seconds));
}

/** mulberry32: a small seeded generator, so noise is identical on every build. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Wave = 'sine' | 'triangle' | 'saw' | 'square';

function waveAt(wave: Wave, phase: number): number {
  const p = phase - Math.floor(phase);
  switch (wave) {
    case 'sine':
      return Math.sin(2 * Math.PI * p);
    case 'triangle':
      return 1 - 4 * Math.abs(p - 0.5);
    case 'saw':
      return 2 * p - 1;
    case 'square':
      return p < 0.5 ? 1 : -1;
  }
}

/**
 * A tone whose frequency may glide: `frequency` is a constant in Hz or a function of the time since
 * the tone started. Phase is accumulated so sweeps stay smooth.
 */
export function tone(seconds: number, frequency: number | ((t: number) => number), wave: Wave = 'sine'): Signal {
  const out = silence(seconds);
  const freqAt = typeof frequency === 'number' ? () => frequency : frequency;
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    out[i] = waveAt(wave, phase);
    phase += freqAt(i / SAMPLE_RATE) / SAMPLE_RATE;
  }
  return out;
}

/**
 * A band-limited tone built from sine partials (`partials[k]` is the level of harmonic k + 1), so
 * bright timbres do not alias the way a naive saw does at 22.05 kHz. Partials above Nyquist are skipped.
 */
export function harmonics(seconds: number, frequency: number | ((t: number) => number), partials: number[]): Signal {
  const out = silence(seconds);
  const freqAt = typeof frequency === 'number' ? () => frequency : frequency;
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const f = freqAt(i / SAMPLE_RATE);
    let x = 0;
    for (let k = 0; k < partials.length && (k + 1) * f < SAMPLE_RATE / 2; k++) x += partials[k]! * Math.sin(2 * Math.PI * (k + 1) * phase);
    out[i] = x;
    phase += f / SAMPLE_RATE;
    phase -= Math.floor(phase);
  }
  return out;
}

/**
 * A two-pole resonator (constant peak gain band-pass) at `frequency` Hz with quality `q`: the
 * formant that turns a buzz into a voice.
 */
export function resonate(signal: Signal, frequency: number, q: number): Signal {
  const w = (2 * Math.PI * frequency) / SAMPLE_RATE;
  const alpha = Math.sin(w) / (2 * q);
  const a0 = 1 + alpha;
  const [b0, b2, a1, a2] = [alpha / a0, -alpha / a0, (-2 * Math.cos(w)) / a0, (1 - alpha) / a0];
  const out = new Float32Array(signal.length);
  let [x1, x2, y1, y2] = [0, 0, 0, 0];
  for (let i = 0; i < signal.length; i++) {
    const x = signal[i]!;
    const y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2;
    [x2, x1, y2, y1] = [x1, x, y1, y];
    out[i] = y;
  }
  return out;
}

/** White noise from `seed`. */
export function noise(seconds: number, seed: number): Signal {
  const random = seededRandom(seed);
  const out = silence(seconds);
  for (let i = 0; i < out.length; i++) out[i] = random() * 2 - 1;
  return out;
}

/** Attack, hold, then exponential decay with time constant `decay` (seconds); multiplies in place. */
export function envelope(signal: Signal, { attack = 0.005, hold = 0, decay }: { attack?: number; hold?: number; decay: number }): Signal {
  for (let i = 0; i < signal.length; i++) {
    const t = i / SAMPLE_RATE;
    const gain = t < attack ? t / attack : t < attack + hold ? 1 : Math.exp(-(t - attack - hold) / decay);
    signal[i]! *= gain;
  }
  return signal;
}

/** Multiplies in place by `gain(t)`; for tremolo, pulses and custom shapes. */
export function shape(signal: Signal, gain: (t: number) => number): Signal {
  for (let i = 0; i < signal.length; i++) signal[i]! *= gain(i / SAMPLE_RATE);
  return signal;
}

/**
 * One-pole low-pass; `cutoff` in Hz, constant or a function of time (a closing filter makes noise
 * sound like water settling). Returns a new signal.
 */
export function lowPass(signal: Signal, cutoff: number | ((t: number) => number)): Signal {
  const cutoffAt = typeof cutoff === 'number' ? () => cutoff : cutoff;
  const out = new Float32Array(signal.length);
  let y = 0;
  for (let i = 0; i < signal.length; i++) {
    const a = 1 - Math.exp((-2 * Math.PI * cutoffAt(i / SAMPLE_RATE)) / SAMPLE_RATE);
    y += a * (signal[i]! - y);
    out[i] = y;
  }
  return out;
}

/** The signal minus its low-passed self: keeps what is above `cutoff`. */
export function highPass(signal: Signal, cutoff: number): Signal {
  const low = lowPass(signal, cutoff);
  return signal.map((x, i) => x - low[i]!);
}

/** Adds `voice * gain` into `into` starting at `at` seconds (clipped to the end); returns `into`. */
export function mix(into: Signal, voice: Signal, at = 0, gain = 1): Signal {
  const start = samplesFor(at);
  for (let i = 0; i < voice.length && start + i < into.length; i++) into[start + i]! += voice[i]! * gain;
  return into;
}

/** Short linear fades at both ends so playback never starts or stops with a click. */
export function fadeEdges(signal: Signal, seconds = 0.004): Signal {
  const n = Math.min(samplesFor(seconds), Math.floor(signal.length / 2));
  for (let i = 0; i < n; i++) {
    const gain = i / n;
    signal[i]! *= gain;
    signal[signal.length - 1 - i]! *= gain;
  }
  return signal;
}

/** Scales so the loudest sample sits at `peak` (default about -1 dBFS). */
export function normalise(signal: Signal, peak = 0.89): Signal {
  let max = 0;
  for (const x of signal) max = Math.max(max, Math.abs(x));
  if (max === 0) return signal;
  const gain = peak / max;
  for (let i = 0; i < signal.length; i++) signal[i]! *= gain;
  return signal;
}

/** Encodes a mono signal as a canonical 44-byte-header, 16-bit PCM WAV file. */
export function encodeWav(signal: Signal): Uint8Array<ArrayBuffer> {
  const dataBytes = signal.length * 2;
  const view = new DataView(new ArrayBuffer(44 + dataBytes));
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(at + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < signal.length; i++) {
    const x = Math.max(-1, Math.min(1, signal[i]!));
    view.setInt16(44 + i * 2, Math.round(x < 0 ? x * 0x8000 : x * 0x7fff), true);
  }
  return new Uint8Array(view.buffer);
}

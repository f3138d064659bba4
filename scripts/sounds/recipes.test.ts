import { describe, expect, test } from 'bun:test';
import { SOUNDS, type Sound } from '../../domain/timings.ts';
import { PEAKS, renderSound } from './recipes.ts';
import { SAMPLE_RATE, encodeWav } from './synth.ts';

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/** The PCM samples of a WAV as -1..1 numbers. */
function samplesOf(wav: Uint8Array): number[] {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const out: number[] = [];
  for (let at = 44; at < wav.byteLength; at += 2) out.push(view.getInt16(at, true) / 0x8000);
  return out;
}

/** Sign changes per second: a rough pitch measure, enough to tell a bird from a frog. */
function crossingsPerSecond(samples: number[]): number {
  let crossings = 0;
  for (let i = 1; i < samples.length; i++) if ((samples[i - 1]! < 0) !== (samples[i]! < 0)) crossings++;
  return crossings / (samples.length / SAMPLE_RATE);
}

const wavOf = (name: Sound) => encodeWav(renderSound(name));

describe.each(SOUNDS.map((name) => [name]))('the %s sound', (name) => {
  const wav = wavOf(name);
  const view = new DataView(wav.buffer);
  const samples = samplesOf(wav);

  test('is a mono 16-bit PCM WAV at 22.05 kHz with consistent chunk sizes', () => {
    expect(ascii(wav, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(wav.byteLength - 8);
    expect(ascii(wav, 8, 4)).toBe('WAVE');
    expect(ascii(wav, 12, 4)).toBe('fmt ');
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(22_050);
    expect(view.getUint32(28, true)).toBe(44_100);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(ascii(wav, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(wav.byteLength - 44);
  });

  test('is short and small: under a second and 40 KB', () => {
    const seconds = samples.length / SAMPLE_RATE;
    expect(seconds).toBeGreaterThan(0.05);
    expect(seconds).toBeLessThan(1);
    expect(wav.byteLength).toBeLessThan(40_000);
  });

  test('peaks at its level (-1 dBFS, the bird -4), never clips, and starts and ends silent', () => {
    const peak = Math.max(...samples.map(Math.abs));
    expect(PEAKS[name]).toBeGreaterThanOrEqual(0.6);
    expect(Math.abs(peak - PEAKS[name])).toBeLessThan(0.001);
    expect(Math.abs(samples[0]!)).toBeLessThan(0.001);
    expect(Math.abs(samples.at(-1)!)).toBeLessThan(0.001);
  });

  test('carries sound, not a blip: a tenth of it is louder than -30 dBFS', () => {
    const loud = samples.filter((x) => Math.abs(x) > 0.0316).length;
    expect(loud / samples.length).toBeGreaterThan(0.1);
  });

  test('is byte-for-byte the same on every render (seeded noise, no clocks)', () => {
    expect(wavOf(name)).toEqual(wav);
  });
});

describe('the recipes sound like what they are', () => {
  const pitch = (name: Sound) => crossingsPerSecond(samplesOf(wavOf(name)));

  test('the bird whistles high, the frog croaks low', () => {
    expect(pitch('chirp')).toBeGreaterThan(4000);
    expect(pitch('croak')).toBeLessThan(1200);
  });

  test('the six sounds are all different', () => {
    const bodies = new Set(SOUNDS.map((name) => Buffer.from(wavOf(name)).toString('base64')));
    expect(bodies.size).toBe(SOUNDS.length);
  });
});

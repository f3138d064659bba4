import { describe, expect, test } from 'bun:test';
import { SAMPLE_RATE, encodeWav, envelope, fadeEdges, lowPass, mix, noise, normalise, seededRandom, silence, tone } from './synth.ts';

describe('synth primitives', () => {
  test('seeded noise repeats for a seed and differs between seeds', () => {
    expect(noise(0.01, 5)).toEqual(noise(0.01, 5));
    expect(noise(0.01, 5)).not.toEqual(noise(0.01, 6));
    const random = seededRandom(1);
    for (let i = 0; i < 1000; i++) {
      const x = random();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });

  test('a 441 Hz sine has 441 cycles a second', () => {
    const sine = tone(1, 441);
    expect(sine.length).toBe(SAMPLE_RATE);
    let upward = 0;
    for (let i = 1; i < sine.length; i++) if (sine[i - 1]! < 0 && sine[i]! >= 0) upward++;
    expect(Math.abs(upward - 441)).toBeLessThanOrEqual(1);
  });

  test('the envelope rises through the attack and has decayed by e after one time constant', () => {
    const flat = envelope(new Float32Array(SAMPLE_RATE).fill(1), { attack: 0.01, decay: 0.1 });
    expect(flat[0]).toBe(0);
    expect(flat[Math.round(0.01 * SAMPLE_RATE)]).toBeCloseTo(1, 2);
    expect(flat[Math.round(0.11 * SAMPLE_RATE)]).toBeCloseTo(Math.exp(-1), 2);
  });

  test('the low-pass keeps a low tone and strongly cuts a high one', () => {
    const peak = (s: Float32Array) => Math.max(...Array.from(s.subarray(s.length / 2), Math.abs));
    expect(peak(lowPass(tone(0.2, 100), 1000))).toBeGreaterThan(0.95);
    expect(peak(lowPass(tone(0.2, 8000), 200))).toBeLessThan(0.05);
  });

  test('mix adds at an offset and clips at the end; normalise and fades shape the level', () => {
    const out = mix(silence(0.01), new Float32Array(1000).fill(0.5), 0.005, 2);
    expect(out[Math.round(0.005 * SAMPLE_RATE) - 1]).toBe(0);
    expect(out[Math.round(0.005 * SAMPLE_RATE)]).toBe(1);
    expect(out.length).toBe(Math.round(0.01 * SAMPLE_RATE));
    const level = normalise(fadeEdges(new Float32Array(400).fill(-3)), 0.5);
    expect(level[0]).toBeCloseTo(0);
    expect(level[200]).toBeCloseTo(-0.5);
  });

  test('the WAV encoder writes full scale and clamps overs', () => {
    const wav = encodeWav(Float32Array.from([0, 1, -1, 2, -2]));
    const view = new DataView(wav.buffer);
    expect(wav.byteLength).toBe(44 + 10);
    expect([0, 1, 2, 3, 4].map((i) => view.getInt16(44 + i * 2, true))).toEqual([0, 32767, -32768, 32767, -32768]);
  });
});

/**
 * Writes the synthesised sounds into a build as content-hashed WAVs under assets/, so the server can
 * cache them forever and a changed recipe gets a new URL.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SOUNDS, type Sound } from '../../domain/timings.ts';
import { renderSound } from './recipes.ts';
import { encodeWav } from './synth.ts';

export type SoundUrls = Record<Sound, string>;

/** `<name>-<hash>.wav`, the hash in lower-case hex like the bundler's. */
const FILE = /^([a-z]+)-[0-9a-f]{10}\.wav$/;

/** Renders every sound into `<outDir>/assets/` and returns their absolute URLs. */
export function writeSounds(outDir: string): SoundUrls {
  const assets = join(outDir, 'assets');
  mkdirSync(assets, { recursive: true });
  const urls = {} as SoundUrls;
  for (const name of SOUNDS) {
    const wav = encodeWav(renderSound(name));
    const file = `${name}-${createHash('sha256').update(wav).digest('hex').slice(0, 10)}.wav`;
    writeFileSync(join(assets, file), wav);
    urls[name] = `/assets/${file}`;
  }
  return urls;
}

/** The sound URLs of an existing build (for tests that run against dist/); throws if one is missing. */
export function findBuiltSounds(outDir: string): SoundUrls {
  const found: Partial<SoundUrls> = {};
  for (const file of readdirSync(join(outDir, 'assets'))) {
    const name = FILE.exec(file)?.[1];
    if (name && (SOUNDS as readonly string[]).includes(name)) found[name as Sound] = `/assets/${file}`;
  }
  for (const name of SOUNDS) if (!found[name]) throw new Error(`no ${name} sound in ${outDir}/assets: build first`);
  return found as SoundUrls;
}

import { AUDIO } from '../../../domain/timings.ts';
import { getPreference, setPreference, type PreferenceStorage } from './preferences.ts';

const SOUND_VOLUME_KEY = 'sound-volume';

function clampVolume(volume: number): number {
  return Math.min(1, Math.max(0, volume));
}

/** The saved sound volume in 0..1; the default (1) when unset or not a usable number. */
export function getSoundVolume(storage?: PreferenceStorage): number {
  const saved = getPreference<unknown>(SOUND_VOLUME_KEY, AUDIO.defaultVolume, storage);
  // The store holds whatever was last written, possibly by an older build; trust only numbers.
  return typeof saved === 'number' && !Number.isNaN(saved) ? clampVolume(saved) : AUDIO.defaultVolume;
}

/** Saves the sound volume clamped to 0..1 and returns it; throws RangeError for NaN. */
export function setSoundVolume(volume: number, storage?: PreferenceStorage): number {
  if (Number.isNaN(volume)) throw new RangeError('Sound volume must be a number');
  const clamped = clampVolume(volume);
  setPreference(SOUND_VOLUME_KEY, clamped, undefined, storage);
  return clamped;
}

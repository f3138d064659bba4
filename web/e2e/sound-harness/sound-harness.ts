/**
 * A page for the sound browser tests: buttons that call the real playSound / preloadSounds and flip
 * the real volume preference, plus read-outs of what howler was asked to play and what reached the
 * speakers. Served by sound.e2e.ts on the real server's origin, so the sounds come from the build.
 */
import { Howl, Howler } from 'howler';
import { SOUNDS } from '../../../domain/timings.ts';
import { playSound, preloadSounds } from '../../src/lib/sound/sound.ts';
import { setSoundVolume } from '../../src/lib/sound-volume.ts';

export interface SoundProbe {
  /** Every Howl.play() howler has run: its sound id, the rate it plays at and the Howl's length. */
  plays(): { rate: number; duration: number }[];
  /** The loudest sample at howler's master output since the last call (0 = nothing audible). */
  takePeak(): number;
  masterVolume(): number;
  contextState(): string;
  pools(): { html5: number; howls: number[] };
}

// Same module instance as the lazily loaded player, so this wraps the plays it makes.
const played: { howl: Howl; id: number }[] = [];
const play = Howl.prototype.play;
Howl.prototype.play = function (this: Howl, ...args: Parameters<Howl['play']>) {
  const id = play.apply(this, args);
  played.push({ howl: this, id });
  return id;
} as Howl['play'];

// A tap after the master gain: what the speakers would get, volume included.
let analyser: AnalyserNode | undefined;
let peak = 0;
function sample() {
  if (!analyser && Howler.ctx && (Howler as unknown as { masterGain?: GainNode }).masterGain) {
    analyser = Howler.ctx.createAnalyser();
    analyser.fftSize = 2048;
    (Howler as unknown as { masterGain: GainNode }).masterGain.connect(analyser);
  }
  if (analyser) {
    const data = new Float32Array(analyser.fftSize);
    analyser.getFloatTimeDomainData(data);
    for (const x of data) peak = Math.max(peak, Math.abs(x));
  }
  setTimeout(sample, 10);
}
sample();

const probe: SoundProbe = {
  plays: () => played.map(({ howl, id }) => ({ rate: howl.rate(id), duration: howl.duration() })),
  takePeak: () => {
    const seen = peak;
    peak = 0;
    return seen;
  },
  masterVolume: () => Howler.volume(),
  contextState: () => Howler.ctx?.state ?? 'none',
  pools: () => ({
    html5: Howler.html5PoolSize,
    howls: (Howler as unknown as { _howls: { _pool: number }[] })._howls.map((h) => h._pool),
  }),
};
(window as unknown as { soundProbe: SoundProbe }).soundProbe = probe;

function button(label: string, onClick: () => void) {
  const el = document.createElement('button');
  el.type = 'button';
  el.textContent = label;
  el.addEventListener('click', onClick);
  document.getElementById('root')!.append(el);
}

for (const name of SOUNDS) button(`Play ${name}`, () => playSound(name));
button('Play tada too fast', () => playSound('tada', { rate: 9 }));
button('Play croak too slow', () => playSound('croak', { rate: 0.1 }));
button('Preload', () => preloadSounds());
button('Sound off', () => setSoundVolume(0));
button('Sound on', () => setSoundVolume(1));

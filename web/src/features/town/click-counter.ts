import { CLICKS, PROGRESS_CAPS, type KvKey } from '../../../../domain/progress.ts';
import { TIMINGS, type Sound } from '../../../../domain/timings.ts';

/** The clickable things on the map, each counting into its own progress key. */
export const CLICKABLES = [
  'torch-click', 'balloon-clicks', 'acorns', 'bird-chirp', 'frog-croak', 'wall-clicks', 'found-chugs', 'chugs-skating',
] as const satisfies readonly KvKey[];
export type ClickableKey = (typeof CLICKABLES)[number];

export interface ClickRule {
  key: ClickableKey;
  /** Clicks that complete it (10 by default, 5 for frog and bird, never above the key's cap). */
  target: number;
  cap: number;
  /** Frog and bird start over after each completion. */
  resets: boolean;
  /** How much faster each further click of a burst plays its sound. */
  speedStep: number;
  sound: Sound;
}

const SOUND: Record<ClickableKey, Sound> = {
  'torch-click': 'click', 'balloon-clicks': 'click', acorns: 'click', 'wall-clicks': 'click',
  'bird-chirp': 'chirp', 'frog-croak': 'croak', 'found-chugs': 'splash', 'chugs-skating': 'splash',
};

/** The rule for one clickable (SPEC section 9 "Default clicks per item"). */
export function clickRule(key: ClickableKey): ClickRule {
  const cap = PROGRESS_CAPS[key] ?? CLICKS.defaultTarget;
  const frogOrBird = key === 'frog-croak' || key === 'bird-chirp';
  return {
    key,
    cap,
    target: Math.min(cap, frogOrBird ? CLICKS.frogAndBirdTarget : CLICKS.defaultTarget),
    resets: frogOrBird,
    speedStep: key === 'frog-croak' ? CLICKS.frogSpeedStep : CLICKS.speedStep,
    sound: SOUND[key],
  };
}

/** Howler plays rates between 0.5 and 4. */
const MAX_RATE = 4;

export interface ClickResult {
  /** The running count to store (never above the cap). */
  total: number;
  /** Clicks toward the target in this round. */
  progress: number;
  /** Playback rate for this click's sound. */
  rate: number;
  /** True when this click reached the target. */
  completed: boolean;
}

export interface ClickCounterHooks {
  /** The count after a second without clicks. */
  save: (key: ClickableKey, total: number) => void;
  /** The target was reached: store the count now and ring the tada. */
  complete: (key: ClickableKey, total: number) => void;
}

/**
 * Counts clicks on one map item (SPEC section 4 "Interactive map items"): each click adds one,
 * the count is saved after 1 s without clicks, reaching the target saves at once and completes,
 * and frog and bird start a new round after completing. Clicks in quick succession speed the
 * sound up; the burst ends with the save.
 */
export class ClickCounter {
  readonly rule: ClickRule;
  private total: number;
  private round = 0;
  private burst = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(key: ClickableKey, stored: number, private readonly hooks: ClickCounterHooks, private readonly delayMs: number = TIMINGS.clickSaveDebounce) {
    this.rule = clickRule(key);
    this.total = Math.min(this.rule.cap, Math.max(0, stored));
    // Items that do not reset carry their progress over visits.
    if (!this.rule.resets) this.round = Math.min(this.total, this.rule.target);
  }

  click(): ClickResult {
    const { rule } = this;
    const rate = Math.min(MAX_RATE, 1 + rule.speedStep * this.burst);
    this.burst += 1;
    const wasDone = !rule.resets && this.round >= rule.target;
    this.total = Math.min(rule.cap, this.total + 1);
    if (!wasDone) this.round += 1;
    const completed = !wasDone && this.round === rule.target;
    const progress = this.round;
    clearTimeout(this.timer);
    this.timer = undefined;
    if (completed) {
      this.burst = 0;
      if (rule.resets) this.round = 0;
      this.hooks.complete(rule.key, this.total);
    } else {
      this.timer = setTimeout(() => this.flush(), this.delayMs);
    }
    return { total: this.total, progress, rate, completed };
  }

  /** Whether a save is waiting for the quiet second. */
  get pending(): boolean {
    return this.timer !== undefined;
  }

  get count(): number {
    return this.total;
  }

  /** Takes the server's value (it may have clamped ours) while no save is waiting. */
  sync(stored: number): void {
    if (this.pending) return;
    this.total = Math.min(this.rule.cap, Math.max(0, stored));
    if (!this.rule.resets) this.round = Math.min(this.total, this.rule.target);
  }

  /** Saves a waiting count now (e.g. when leaving the page). */
  flush(): void {
    if (this.timer === undefined) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.burst = 0;
    this.hooks.save(this.rule.key, this.total);
  }

  dispose(): void {
    this.flush();
  }
}

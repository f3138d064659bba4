/**
 * The chest reveal's clock (SPEC sections 4 "Chest" and 9 "Timings"): the chest opens 1 s after it
 * appears and reveals its cards 3 s later; a card turns over when pressed, or on its own 1 s after the
 * reveal (or after the card before it turned), and its open callback fires 2 s after it turned.
 * Once every card's callback has fired, the reveal is done and the pack-opened screen follows.
 * Pure apart from setTimeout, so a fake clock drives it in tests.
 */
import { TIMINGS } from '../../../../domain/timings.ts';

type Timer = ReturnType<typeof setTimeout>;

export type RevealStage = 'closed' | 'open' | 'reveal' | 'done';

export interface RevealState {
  stage: RevealStage;
  /** Which cards show their face. */
  opened: readonly boolean[];
}

export interface RevealTimings {
  chestOpen: number;
  chestReveal: number;
  /** Wait before a card turns on its own; null turns auto-opening off. */
  autoOpen: number | null;
  cardOpen: number;
}

export const REVEAL_TIMINGS: RevealTimings = {
  chestOpen: TIMINGS.chestOpen,
  chestReveal: TIMINGS.chestReveal,
  autoOpen: TIMINGS.revealAutoOpen,
  cardOpen: TIMINGS.revealCardOpen,
};

export interface RevealOptions {
  onChange: (state: RevealState) => void;
  /** A card's open callback: 2 s after it turned. */
  onCardOpen?: (index: number) => void;
  timings?: Partial<RevealTimings>;
}

export class ChestReveal {
  private stage: RevealStage = 'closed';
  private readonly opened: boolean[];
  private readonly settled: boolean[];
  private readonly timings: RevealTimings;
  private stageTimer: Timer | undefined;
  private autoTimer: Timer | undefined;
  private readonly cardTimers = new Set<Timer>();

  constructor(
    count: number,
    private readonly options: RevealOptions,
  ) {
    this.opened = Array.from({ length: count }, () => false);
    this.settled = Array.from({ length: count }, () => false);
    this.timings = { ...REVEAL_TIMINGS, ...options.timings };
  }

  /** Starts the clock with the chest closed. */
  start(): void {
    this.emit();
    this.stageTimer = setTimeout(() => {
      this.setStage('open');
      this.stageTimer = setTimeout(() => {
        this.setStage('reveal');
        if (this.opened.length === 0) this.setStage('done');
        else this.scheduleAutoOpen();
      }, this.timings.chestReveal);
    }, this.timings.chestOpen);
  }

  /** Turns card `index` face up (a press, Enter or Space); only while the cards are out. */
  flip(index: number): void {
    if (this.stage !== 'reveal' || this.opened[index] !== false) return;
    this.opened[index] = true;
    this.emit();
    const timer = setTimeout(() => {
      this.cardTimers.delete(timer);
      this.settled[index] = true;
      this.options.onCardOpen?.(index);
      if (this.settled.every(Boolean)) this.setStage('done');
    }, this.timings.cardOpen);
    this.cardTimers.add(timer);
    this.scheduleAutoOpen();
  }

  state(): RevealState {
    return { stage: this.stage, opened: [...this.opened] };
  }

  dispose(): void {
    clearTimeout(this.stageTimer);
    clearTimeout(this.autoTimer);
    for (const timer of this.cardTimers) clearTimeout(timer);
    this.cardTimers.clear();
  }

  // The next face-down card turns on its own a while after the last thing happened, so a fan turns
  // one card after another rather than all at once.
  private scheduleAutoOpen(): void {
    clearTimeout(this.autoTimer);
    const wait = this.timings.autoOpen;
    const next = this.opened.indexOf(false);
    if (wait === null || next < 0) return;
    this.autoTimer = setTimeout(() => this.flip(next), wait);
  }

  private setStage(stage: RevealStage): void {
    this.stage = stage;
    this.emit();
  }

  private emit(): void {
    this.options.onChange(this.state());
  }
}

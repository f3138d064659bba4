/**
 * Speech bubbles of the footer mascots (SPEC section 2): each bubble disappears
 * TIMINGS.speechBubble (2 s) after it appears; saying something new restarts that clock.
 * A greeting lets each mascot speak once, one after another, shortly after the page opens.
 */
import { TIMINGS } from '../../../../domain/timings.ts';

type Timer = ReturnType<typeof setTimeout>;

export interface GreetOptions {
  /** Wait before the first bubble. */
  delayMs: number;
  /** Quiet time between one bubble vanishing and the next appearing. */
  gapMs: number;
}

export class SpeechBubbles<K extends string> {
  private readonly shown = new Map<K, string>();
  private readonly hideTimers = new Map<K, Timer>();
  // Greetings run as a chain: the next is scheduled only when the last one has gone, so a busy
  // main thread can delay them but never make two overlap.
  private queue: Array<readonly [K, string]> = [];
  private greeter: K | undefined;
  private greetTimer: Timer | undefined;
  private gapMs = 0;

  constructor(
    private readonly onChange: (shown: ReadonlyMap<K, string>) => void,
    private readonly lifetimeMs: number = TIMINGS.speechBubble,
  ) {}

  /** Shows `line` over `who` now; it goes 2 s later unless `who` speaks again first. */
  say(who: K, line: string): void {
    // A speaker who was pressed has spoken: their greeting is skipped.
    this.queue = this.queue.filter(([k]) => k !== who);
    this.show(who, line);
  }

  /** Each speaker in turn says its line once; a speaker that is pressed first skips its turn. */
  greet(turns: ReadonlyArray<readonly [K, string]>, { delayMs, gapMs }: GreetOptions): void {
    this.queue = [...turns];
    this.gapMs = gapMs;
    this.scheduleGreeting(delayMs);
  }

  /** What is shown now, by speaker. */
  current(): ReadonlyMap<K, string> {
    return new Map(this.shown);
  }

  dispose(): void {
    for (const t of this.hideTimers.values()) clearTimeout(t);
    clearTimeout(this.greetTimer);
    this.hideTimers.clear();
    this.queue = [];
  }

  private show(who: K, line: string): void {
    const old = this.hideTimers.get(who);
    if (old) clearTimeout(old);
    this.shown.set(who, line);
    this.hideTimers.set(who, setTimeout(() => this.hide(who), this.lifetimeMs));
    this.emit();
  }

  private scheduleGreeting(ms: number): void {
    clearTimeout(this.greetTimer);
    this.greetTimer = setTimeout(() => {
      this.greetTimer = undefined;
      const turn = this.queue.shift();
      if (!turn) return;
      this.greeter = turn[0];
      this.show(turn[0], turn[1]);
    }, ms);
  }

  private hide(who: K): void {
    this.hideTimers.delete(who);
    if (this.shown.delete(who)) this.emit();
    if (who === this.greeter) {
      this.greeter = undefined;
      if (this.queue.length > 0) this.scheduleGreeting(this.gapMs);
    }
  }

  private emit(): void {
    this.onChange(this.current());
  }
}

/** The n-th line of a speaker, going round. */
export function lineAt(lines: readonly string[], n: number): string {
  return lines[((n % lines.length) + lines.length) % lines.length] ?? '';
}

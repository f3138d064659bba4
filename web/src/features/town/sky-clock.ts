import { useEffect, useState } from 'react';
import { DAY_HOURS, SKY_STEP, TIMINGS } from '../../../../domain/timings.ts';

export type SkyTone = 'dawn' | 'day' | 'dusk' | 'night';

export interface SkyState {
  night: boolean;
  tone: SkyTone;
  /** How far the sun (by day) or the moon (by night) has crossed the sky, 0..1. */
  progress: number;
  /** The 300-second step of the day this state belongs to. */
  step: number;
}

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * The sky at a local time (SPEC section 9): day is hours 6 to 19, and the sky moves in 300-second
 * steps, so it shifts visibly a little every five minutes rather than crawling every frame.
 */
export function skyAt(date: Date): SkyState {
  const seconds = date.getHours() * HOUR + date.getMinutes() * 60 + date.getSeconds();
  const step = Math.floor(seconds / SKY_STEP);
  const at = step * SKY_STEP;
  const dawn = DAY_HOURS.from * HOUR;
  const dusk = DAY_HOURS.to * HOUR;
  const night = at < dawn || at >= dusk;
  const progress = night ? ((at - dusk + DAY) % DAY) / (DAY - (dusk - dawn)) : (at - dawn) / (dusk - dawn);
  const tone: SkyTone = night ? 'night' : progress < 0.08 ? 'dawn' : progress > 0.92 ? 'dusk' : 'day';
  return { night, tone, progress, step };
}

/** The sky now, rechecked every second; re-renders only when the 300-second step changes. */
export function useSky(now: () => Date = () => new Date()): SkyState {
  const [sky, setSky] = useState(() => skyAt(now()));
  useEffect(() => {
    const timer = setInterval(() => {
      const next = skyAt(now());
      setSky((current) => (current.step === next.step ? current : next));
    }, TIMINGS.skyRefresh);
    return () => clearInterval(timer);
  }, [now]);
  return sky;
}

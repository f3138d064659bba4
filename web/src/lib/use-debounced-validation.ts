import { useEffect, useRef, useState } from 'react';
import { TIMINGS } from '../../../domain/timings.ts';
import { validate, type Check } from '../../../domain/validation.ts';

export interface FieldState {
  /** The message to show once the user paused typing, or null. */
  error: string | null;
  /** null until the value has been checked at least once (nothing is coloured yet). */
  valid: boolean | null;
}

/** Validates a value 500 ms after the last change (SPEC section 5); empty untouched fields stay neutral. */
export function useDebouncedValidation(value: string, checks: Check[], waitMs: number = TIMINGS.validationDebounce): FieldState {
  const [state, setState] = useState<FieldState>({ error: null, valid: null });
  // Callers build their checks inline (a new array each render); the value is what restarts the wait,
  // and the timer reads the newest checks when it fires.
  const latestChecks = useRef(checks);
  useEffect(() => {
    latestChecks.current = checks;
  });
  useEffect(() => {
    if (value === '') {
      setState({ error: null, valid: null });
      return;
    }
    const timer = setTimeout(() => {
      const error = validate(value, latestChecks.current);
      setState({ error, valid: error === null });
    }, waitMs);
    return () => clearTimeout(timer);
  }, [value, waitMs]);
  return state;
}

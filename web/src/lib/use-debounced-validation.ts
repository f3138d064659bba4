import { useEffect, useState } from 'react';
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
  useEffect(() => {
    if (value === '') {
      setState({ error: null, valid: null });
      return;
    }
    const timer = setTimeout(() => {
      const error = validate(value, checks);
      setState({ error, valid: error === null });
    }, waitMs);
    return () => clearTimeout(timer);
    // Checks are built inline by callers; the value is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, waitMs]);
  return state;
}

import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { translateError } from '../../../../../domain/messages.ts';
import { TIMINGS } from '../../../../../domain/timings.ts';
import { validate } from '../../../../../domain/validation.ts';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';
import { USERNAME_CHECKS } from './onboarding-model.ts';

/**
 * The one username rule only the server can check, someone already has it: asked (GET
 * /api/users/{name}/available) once the name passes every rule the field checks itself and typing has
 * paused. Returns the refusal in the words a toast would use, or null (free, unknown yet, or offline:
 * Complete still asks the server).
 */
export function useUsernameCheck(username: string): string | null {
  const name = username.trim();
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    if (validate(name, USERNAME_CHECKS) !== null) {
      setAsked(null);
      return;
    }
    const timer = setTimeout(() => setAsked(name), TIMINGS.validationDebounce);
    return () => clearTimeout(timer);
  }, [name]);
  const answer = useQuery({
    queryKey: ['username-available', asked?.toLowerCase() ?? ''],
    enabled: asked !== null,
    queryFn: () => unwrap(api.users[':slug'].available.$get({ param: { slug: asked ?? '' } })),
    staleTime: 30_000,
    retry: false,
  });
  if (asked === null || asked !== name || !answer.data || answer.data.available) return null;
  return translateError(answer.data.problem);
}

import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMe } from '../lib/me.ts';

/** The installed app's shortcut to the bag (the manifest's `/?open=bag`, scripts/icons/build-icons.ts). */
export const OPEN_BAG = 'bag';

/**
 * Sends the signed-in player from `/?open=bag` on to their own bag, once the town knows who they are
 * (a shortcut cannot name a player). A visitor signs in first and then goes on.
 */
export function ShortcutRedirect() {
  const me = useMe();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const wanted = params.get('open');
  useEffect(() => {
    if (wanted === OPEN_BAG && me) navigate(`/${me.slug}/bag`, { replace: true });
  }, [wanted, me, navigate]);
  return null;
}

import { useEffect } from 'react';
import { useBootstrap } from '../lib/bootstrap-query.ts';
import { useTokens } from '../lib/tokens-query.ts';
import { ApiError, isNetworkError } from '../lib/http.ts';
import { useSession } from './session/session-provider.tsx';

export interface AvatarBootstrap {
  /** Bootstrap answered anything else: the error screen shows (SPEC section 4 "Bootstrap"). */
  failed: boolean;
}

/**
 * SPEC section 4 "Bootstrap": once an onboarded player's profile is loaded (`profileId` set), the
 * bootstrap and token calls run. An expired session goes back to sign-in rather than to the error screen.
 */
export function useAvatarBootstrap(profileId: number | null): AvatarBootstrap {
  const { dispatch } = useSession();
  const bootstrap = useBootstrap(profileId);
  useTokens(profileId);
  const expired = bootstrap.error instanceof ApiError && bootstrap.error.status === 401;
  useEffect(() => {
    if (expired) dispatch({ type: 'expired' });
  }, [expired, dispatch]);
  // Offline with no copy of it, the town still opens (the banner says why avatars are missing) and the
  // bootstrap runs again when the network returns.
  return { failed: bootstrap.isError && !expired && !isNetworkError(bootstrap.error) };
}

import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type Dispatch, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { initialSession, sessionReducer, type SessionAction, type SessionState } from './session-model.ts';
import { clearCredentials, loadCredentials, saveCredentials, SIGN_OUT_KEY, type Credentials } from './credentials.ts';
import { api, setSessionToken } from '../../lib/api.ts';
import { publicConfigQueryOptions } from '../../lib/public-config.ts';
import { loadWallet } from '../../features/login/wallet/load-wallet.ts';

interface SessionContextValue {
  state: SessionState;
  dispatch: Dispatch<SessionAction>;
  /** Stores the credentials of a finished sign-in and enters the town (or registration). */
  signedIn: (credentials: Credentials) => void;
  /** Revokes the session, disconnects the wallet, clears storage, tells other tabs, goes to /. */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);
const WALLET_TYPES = new Set(['metamask', 'coinbase', 'walletconnect', 'injected']);

/** Holds the session state machine: restores stored credentials, follows the wallet, signs out. */
export function SessionProvider({ children, navigate }: { children: ReactNode; navigate: (to: string) => void }) {
  const [state, dispatch] = useReducer(sessionReducer, initialSession);
  const queryClient = useQueryClient();
  const address = useRef<string | null>(null);
  address.current = state.address;
  setSessionToken(state.token);

  const walletOptions = useCallback(async () => {
    const config = await queryClient.fetchQuery(publicConfigQueryOptions());
    return { walletConnectProjectId: config.walletConnectProjectId };
  }, [queryClient]);

  // Boot: stored credentials restore the session; a wallet user's wallet is reconnected and watched,
  // and switching account or disconnecting in the wallet ends the session (never silently kept).
  useEffect(() => {
    const stored = loadCredentials();
    if (!stored) {
      dispatch({ type: 'profile/not-found' });
      return;
    }
    setSessionToken(stored.token);
    dispatch({ type: 'restored', address: stored.address, loginType: stored.type, token: stored.token });
    if (!WALLET_TYPES.has(stored.type)) return;
    let unwatch = () => {};
    void (async () => {
      const [wallet, options] = await Promise.all([loadWallet(), walletOptions()]);
      const connected = await wallet.reconnectWallet(options);
      // A locked or absent wallet keeps the session (the token is still good); another account ends it.
      if (connected && connected !== stored.address) {
        clearCredentials();
        return dispatch({ type: 'expired' });
      }
      unwatch = wallet.watchWallet(options, (next) => {
        if (next !== address.current) {
          clearCredentials();
          dispatch({ type: 'expired' });
        }
      });
    })().catch(() => dispatch({ type: 'expired' }));
    return () => unwatch();
  }, [walletOptions]);

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === SIGN_OUT_KEY && address.current) dispatch({ type: 'logout' });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signedIn = useCallback((credentials: Credentials) => {
    saveCredentials(credentials);
    setSessionToken(credentials.token);
    dispatch({ type: 'restored', address: credentials.address, loginType: credentials.type, token: credentials.token });
  }, []);

  const signOut = useCallback(async () => {
    const type = state.type;
    await api.profile.logout.$post().catch(() => {});
    if (type && WALLET_TYPES.has(type)) {
      const [wallet, options] = await Promise.all([loadWallet(), walletOptions()]);
      await wallet.disconnectWallet(options);
    }
    clearCredentials();
    setSessionToken(null);
    queryClient.removeQueries({ queryKey: ['profile'] });
    dispatch({ type: 'logout' });
    navigate('/');
  }, [state.type, walletOptions, queryClient, navigate]);

  const value = useMemo(() => ({ state, dispatch, signedIn, signOut }), [state, signedIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session state and its actions. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}

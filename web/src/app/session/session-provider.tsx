import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState, type Dispatch, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { bootSession, requestToken, sessionReducer, type SessionAction, type SessionState } from './session-model.ts';
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
  const [state, dispatch] = useReducer(sessionReducer, null, () => bootSession(loadCredentials() !== null));
  // Read once, before the first render: the token the page's first requests carry (requestToken).
  const [storedToken] = useState(() => loadCredentials()?.token ?? null);
  const queryClient = useQueryClient();
  const address = useRef<string | null>(null);
  // Our own sign-out disconnects the wallet; that is not an account switch to react to.
  const signingOut = useRef(false);
  const endWalletSession = useCallback(() => {
    // Revoke the old token too (the header still carries it at this moment), then forget it.
    void api.profile.logout.$post().catch(() => {});
    clearCredentials();
    setSessionToken(null);
    dispatch({ type: 'expired' });
  }, []);
  address.current = state.address;
  setSessionToken(requestToken(state, storedToken));

  const walletOptions = useCallback(async () => {
    const config = await queryClient.fetchQuery(publicConfigQueryOptions());
    return { walletConnectProjectId: config.walletConnectProjectId, rpcUrls: config.rpcUrls };
  }, [queryClient]);

  // Boot: stored credentials restore the session, and a wallet user's wallet is reconnected.
  useEffect(() => {
    const stored = loadCredentials();
    if (!stored) {
      dispatch({ type: 'profile/not-found' });
      return;
    }
    setSessionToken(stored.token);
    dispatch({ type: 'restored', address: stored.address, loginType: stored.type, token: stored.token });
    if (!WALLET_TYPES.has(stored.type)) return;
    void (async () => {
      const [wallet, options] = await Promise.all([loadWallet(), walletOptions()]);
      const connected = await wallet.reconnectWallet(options);
      // A locked or absent wallet keeps the session (the token is still good); another account ends it.
      if (connected && connected !== stored.address) endWalletSession();
    })().catch(() => {});
  }, [walletOptions, endWalletSession]);

  // While a wallet session lasts, switching account or disconnecting in the wallet ends it:
  // the old session is never silently kept.
  const watching = state.address && state.type && WALLET_TYPES.has(state.type) ? state.address : null;
  useEffect(() => {
    if (!watching) return;
    let unwatch = () => {};
    let live = true;
    void Promise.all([loadWallet(), walletOptions()]).then(([wallet, options]) => {
      if (!live) return;
      unwatch = wallet.watchWallet(options, (next) => {
        if (next !== watching && !signingOut.current) endWalletSession();
      });
    });
    return () => {
      live = false;
      unwatch();
    };
  }, [watching, walletOptions, endWalletSession]);

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
    signingOut.current = true;
    await api.profile.logout.$post().catch(() => {});
    if (type && WALLET_TYPES.has(type)) {
      const [wallet, options] = await Promise.all([loadWallet(), walletOptions()]);
      await wallet.disconnectWallet(options);
    }
    const magicKey = type === 'magic' ? (await queryClient.fetchQuery(publicConfigQueryOptions())).magicPublishableKey : null;
    if (magicKey) await import('../../features/login/magic/magic-login.ts').then((m) => m.logoutMagic(magicKey)).catch(() => {});
    clearCredentials();
    setSessionToken(null);
    queryClient.removeQueries({ queryKey: ['profile'] });
    dispatch({ type: 'logout' });
    signingOut.current = false;
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

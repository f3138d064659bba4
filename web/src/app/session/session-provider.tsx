import { createContext, useContext, useEffect, useMemo, useReducer, type Dispatch, type ReactNode } from 'react';
import { initialSession, sessionReducer, type SessionAction, type SessionState } from './session-model.ts';
import { setSessionToken } from '../../lib/api.ts';

interface SessionContextValue {
  state: SessionState;
  dispatch: Dispatch<SessionAction>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** Holds the session state machine and boots it: with no stored credentials the user must sign in. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(sessionReducer, initialSession);
  useEffect(() => setSessionToken(state.token), [state.token]);
  useEffect(() => {
    // Sign-in flows (wallet and e-mail) restore stored credentials here; until one exists, ask.
    dispatch({ type: 'profile/not-found' });
  }, []);
  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session state and its dispatcher. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}

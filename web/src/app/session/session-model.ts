import type { LoginType, SessionStatus } from '../../../../domain/identity.ts';
import { MESSAGES } from '../../../../domain/messages.ts';

/** The browser's view of who is signed in (SPEC section 3 "User state", the part the shell needs). */
export interface SessionState {
  address: string | null;
  type: LoginType | null;
  verified: boolean;
  token: string | null;
  status: SessionStatus[];
}

export type SessionAction =
  | { type: 'address/set'; address: string; loginType: LoginType }
  | { type: 'verified'; token: string }
  | { type: 'magic/signed-in'; address: string; token: string }
  | { type: 'profile/loaded' }
  | { type: 'profile/not-found' }
  | { type: 'restored'; address: string; loginType: LoginType; token: string }
  | { type: 'expired' }
  | { type: 'logout' }
  | { type: 'status/add'; status: SessionStatus }
  | { type: 'status/remove'; status: SessionStatus };

export const initialSession: SessionState = { address: null, type: null, verified: false, token: null, status: ['NONE'] };

/**
 * The session a page load starts from: with stored credentials the splash (NONE) while they are restored;
 * a visitor's is known at once, so their first render is the login screen, not the splash and then it.
 */
export function bootSession(hasStoredCredentials: boolean): SessionState {
  return hasStoredCredentials ? initialSession : sessionReducer(initialSession, { type: 'profile/not-found' });
}

const add = (list: SessionStatus[], s: SessionStatus) => (list.includes(s) ? list : [...list, s]);
const without = (list: SessionStatus[], ...drop: SessionStatus[]) => list.filter((s) => !drop.includes(s));

/** Status transitions of SPEC section 4 "Session statuses". */
export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'address/set':
      return { ...state, address: action.address.toLowerCase(), type: action.loginType, status: add(without(state.status, 'NONE'), 'USER_DATA_SYNC') };
    case 'verified':
      return { ...state, verified: true, token: action.token, status: without(state.status, 'NONE', 'USER_DATA_SYNC', 'AUTH_REQUIRED') };
    case 'magic/signed-in':
      return { ...state, address: action.address.toLowerCase(), type: 'magic', verified: true, token: action.token, status: without(state.status, 'NONE', 'USER_DATA_SYNC', 'AUTH_REQUIRED', 'LOGGED_OUT') };
    case 'profile/loaded':
      return { ...state, status: without(state.status, 'NONE', 'USER_DATA_SYNC', 'AUTH_REQUIRED', 'LOGGED_OUT') };
    case 'profile/not-found': {
      const left = without(state.status, 'NONE', 'USER_DATA_SYNC');
      const status = left.includes('LOGGED_OUT') ? left : add(left, 'AUTH_REQUIRED');
      // Already so (a visitor's session starts here: bootSession): the same state, so nothing draws again.
      return status.length === state.status.length && status.every((s, i) => s === state.status[i]) ? state : { ...state, status };
    }
    case 'restored':
      return { address: action.address.toLowerCase(), type: action.loginType, verified: true, token: action.token, status: [] };
    case 'expired':
      return { ...initialSession, status: ['AUTH_REQUIRED'] };
    case 'logout':
      return { ...initialSession, status: ['LOGGED_OUT'] };
    case 'status/add':
      return { ...state, status: add(state.status, action.status) };
    case 'status/remove':
      return { ...state, status: without(state.status, action.status) };
  }
}

/**
 * The token API calls carry. While the page boots (NONE) it is the stored one, so that the first requests
 * of a page load (a public profile, its bag) go out as its later ones do: the service worker keeps copies
 * by Authorization, and one stored with the token never answers the same page asked without it (issue 18,
 * offline as last seen). From the first session event on, the session's own.
 */
export function requestToken(state: SessionState, stored: string | null): string | null {
  return state.status.includes('NONE') ? stored : state.token;
}

export type SessionView = 'splash' | 'logged-out' | 'login' | 'verify' | 'ready';

/** Which screen the page wrapping shows for a session: splash while NONE or USER_DATA_SYNC, and so on. */
export function sessionView(state: SessionState): SessionView {
  if (state.status.includes('NONE') || state.status.includes('USER_DATA_SYNC')) return 'splash';
  if (state.status.includes('LOGGED_OUT')) return 'logged-out';
  if (state.status.includes('AUTH_REQUIRED') || !state.address) return 'login';
  if (!state.verified) return 'verify';
  return 'ready';
}

/** The splash's boot status and text for the current state. */
export function bootStatus(state: SessionState): { status: string; text: string } {
  if (state.status.includes('USER_DATA_SYNC')) return { status: 'Fetching user data', text: MESSAGES.requestingProfile };
  if (state.status.includes('LOGGED_OUT')) return { status: 'You have logged out', text: MESSAGES.loggedOut };
  if (state.status.includes('AUTH_REQUIRED')) return { status: 'Authentication Required', text: MESSAGES.requestingCredentials };
  return { status: 'Bootstrapping', text: MESSAGES.requestingCredentials };
}

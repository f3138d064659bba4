import { describe, expect, test } from 'bun:test';
import { bootSession, bootStatus, initialSession, requestToken, sessionReducer, sessionView, type SessionAction, type SessionState } from './session-model.ts';

const run = (...actions: SessionAction[]): SessionState => actions.reduce(sessionReducer, initialSession);

describe('session model', () => {
  test('boots on the splash with Bootstrapping and the credentials text', () => {
    expect(sessionView(initialSession)).toBe('splash');
    expect(bootStatus(initialSession)).toEqual({ status: 'Bootstrapping', text: 'Requesting user credentials' });
  });

  test('API calls carry the stored token while the page boots, then the session\'s own (none once signed out)', () => {
    expect(requestToken(initialSession, 'stored')).toBe('stored');
    expect(requestToken(initialSession, null)).toBeNull();
    expect(requestToken(run({ type: 'restored', address: '0x1', loginType: 'magic', token: 'stored' }), 'stored')).toBe('stored');
    expect(requestToken(run({ type: 'profile/not-found' }), 'stale')).toBeNull();
    expect(requestToken(run({ type: 'restored', address: '0x1', loginType: 'magic', token: 'stored' }, { type: 'logout' }), 'stored')).toBeNull();
    expect(requestToken(run({ type: 'restored', address: '0x1', loginType: 'magic', token: 'stored' }, { type: 'expired' }), 'stored')).toBeNull();
  });

  test('setting an address adds USER_DATA_SYNC and keeps the splash with the profile text', () => {
    const s = run({ type: 'address/set', address: '0xABCDEF', loginType: 'injected' });
    expect(s.address).toBe('0xabcdef');
    expect(s.status).toEqual(['USER_DATA_SYNC']);
    expect(sessionView(s)).toBe('splash');
    expect(bootStatus(s)).toEqual({ status: 'Fetching user data', text: 'Requesting user profile' });
  });

  test('no profile found gives AUTH_REQUIRED and the login screen', () => {
    const s = run({ type: 'profile/not-found' });
    expect(s.status).toEqual(['AUTH_REQUIRED']);
    expect(sessionView(s)).toBe('login');
  });

  test("a visitor's session starts on the login screen; a returning player's on the splash", () => {
    expect(sessionView(bootSession(false))).toBe('login');
    expect(bootSession(true)).toBe(initialSession);
    // The boot's own "no credentials" then changes nothing, so React draws nothing again.
    const visitor = bootSession(false);
    expect(sessionReducer(visitor, { type: 'profile/not-found' })).toBe(visitor);
    const loggedOut = run({ type: 'logout' });
    expect(sessionReducer(loggedOut, { type: 'profile/not-found' })).toBe(loggedOut);
  });

  test('no profile found after logout stays logged out', () => {
    const s = run({ type: 'logout' }, { type: 'profile/not-found' });
    expect(s.status).toEqual(['LOGGED_OUT']);
    expect(sessionView(s)).toBe('logged-out');
  });

  test('verification removes USER_DATA_SYNC and AUTH_REQUIRED', () => {
    const s = run({ type: 'profile/not-found' }, { type: 'address/set', address: '0x1', loginType: 'metamask' }, { type: 'verified', token: 't' });
    expect(s.status).toEqual([]);
    expect(s.verified).toBe(true);
    expect(sessionView(s)).toBe('ready');
  });

  test('a connected but unverified wallet shows the verify screen once its profile is loaded', () => {
    const s = run({ type: 'address/set', address: '0x1', loginType: 'metamask' }, { type: 'profile/loaded' });
    expect(sessionView(s)).toBe('verify');
  });

  test('magic sign-in sets verified and type magic', () => {
    const s = run({ type: 'magic/signed-in', address: '0xAB', token: 'tok' });
    expect(s).toMatchObject({ type: 'magic', verified: true, address: '0xab', token: 'tok' });
  });

  test('logout resets everything and marks LOGGED_OUT', () => {
    const s = run({ type: 'magic/signed-in', address: '0xAB', token: 'tok' }, { type: 'logout' });
    expect(s).toEqual({ address: null, type: null, verified: false, token: null, status: ['LOGGED_OUT'] });
    expect(bootStatus(s).status).toBe('You have logged out');
  });

  test('statuses are a set: adding twice keeps one', () => {
    const s = run({ type: 'status/add', status: 'AUTH_REQUIRED' }, { type: 'status/add', status: 'AUTH_REQUIRED' });
    expect(s.status.filter((x) => x === 'AUTH_REQUIRED')).toHaveLength(1);
    expect(run({ type: 'status/remove', status: 'NONE' }).status).toEqual([]);
  });

  test('stored credentials restore a verified session straight to the profile loader', () => {
    const s = run({ type: 'restored', address: '0xAB', loginType: 'metamask', token: 't' });
    expect(s).toEqual({ address: '0xab', type: 'metamask', verified: true, token: 't', status: [] });
    expect(sessionView(s)).toBe('ready');
  });

  test('an expired session asks for sign-in again rather than saying logged out', () => {
    const s = run({ type: 'restored', address: '0xAB', loginType: 'magic', token: 't' }, { type: 'expired' });
    expect(s.status).toEqual(['AUTH_REQUIRED']);
    expect(s.token).toBeNull();
    expect(sessionView(s)).toBe('login');
  });
});

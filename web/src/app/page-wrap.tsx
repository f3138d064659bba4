import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { TIMINGS } from '../../../domain/timings.ts';
import { pageSplashAt, PageSplash, Splash, type SplashProps } from '../components/splash.tsx';
import { splashTopAt } from '../../../domain/routes.ts';
import { LoggedOut } from '../components/logged-out.tsx';
import { ErrorScreen } from '../components/error-screen.tsx';
import { OfflineScreen } from '../components/offline-screen.tsx';
import { useToast } from '../components/toasts.tsx';
import { signInWithWallet } from '../features/login/sign-in-wallet.ts';
import { loadWallet } from '../features/login/wallet/load-wallet.ts';
import { walletErrorMessage } from '../features/login/wallet/wallet-errors.ts';
import { ApiError, isNetworkError } from '../lib/http.ts';
import { publicConfigQueryOptions } from '../lib/public-config.ts';
import { useSession } from './session/session-provider.tsx';
import { bootStatus, sessionView } from './session/session-model.ts';
import { useOwnProfile } from './session/profile-query.ts';
import { PleaseWait } from '../components/please-wait.tsx';
import { markIntroRead } from './intro-read.ts';
import { lazyPage } from './lazy-page.tsx';

// Registration is needed once per person: it loads only when someone registers.
const WelcomeScreen = lazy(() => import('./welcome-screen.tsx').then((m) => ({ default: m.WelcomeScreen })));
const GuideIntro = lazy(() => import('../features/register/components/guide-intro.tsx').then((m) => ({ default: m.GuideIntro })));
// Signing in is for visitors: a returning player's main script goes without it (login-screens.tsx).
const loginScreens = () => import('../features/login/components/login-screens.tsx');
const login = lazyPage(() => loginScreens().then((m) => m.LoginScreen));
const verify = lazyPage(() => loginScreens().then((m) => m.VerifyScreen));
const LoginScreen = login.Page;
const VerifyScreen = verify.Page;
/** Asks for the sign-in screens' script; resolves once both draw at once (router.tsx waits for it before a visitor's first render). */
export const loadLoginScreens = () => Promise.all([login.load(), verify.load()]);

/**
 * Wraps every signed-in page in the order SPEC section 2 gives:
 * splash -> login required -> verify -> profile loader -> welcome.
 */
export function PageWrap({ children }: { children: ReactNode }) {
  return (
    <SplashGate>
      <LoginRequired>
        <VerifyGate>
          <ProfileLoader>{children}</ProfileLoader>
        </VerifyGate>
      </LoginRequired>
    </SplashGate>
  );
}

/** While the status is NONE or USER_DATA_SYNC the splash shows, with the boot status and text. */
function SplashGate({ children }: { children: ReactNode }) {
  const { state } = useSession();
  if (sessionView(state) !== 'splash') return <>{children}</>;
  return <RouteSplash {...bootStatus(state)} />;
}

/** The splash: a page's own loading screen, or the splash under its top, where it has one (the HTML draws the same: scripts/first-paint.tsx). */
function RouteSplash(props: SplashProps) {
  const { pathname } = useLocation();
  const Own = pageSplashAt(pathname);
  if (Own) return <Own />;
  const top = splashTopAt(pathname);
  return top ? <PageSplash page={top} {...props} /> : <Splash {...props} />;
}

/** Logged out: the 'You have been logged out.' screen; no session: the login screen. */
function LoginRequired({ children }: { children: ReactNode }) {
  const { state, dispatch, signedIn } = useSession();
  const view = sessionView(state);
  if (view === 'logged-out') {
    return <LoggedOut onLogin={() => dispatch({ type: 'expired' })} />;
  }
  if (view !== 'login') return <>{children}</>;
  return (
    <Suspense fallback={<PleaseWait />}>
      <LoginScreen
        onWalletConnected={({ address, loginType }) => {
          dispatch({ type: 'address/set', address, loginType });
          dispatch({ type: 'profile/loaded' });
        }}
        onSignedIn={signedIn}
        intro={(done) => (
          <Suspense fallback={<PleaseWait />}>
            <GuideIntro
              onFinish={() => {
                markIntroRead();
                setTimeout(done, TIMINGS.introToOnboard);
              }}
            />
          </Suspense>
        )}
      />
    </Suspense>
  );
}

/** A connected wallet signs its Sign-In with Ethereum message; asked once at once, then by the button. */
function VerifyGate({ children }: { children: ReactNode }) {
  const { state, signedIn, dispatch } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const asked = useRef(false);
  const needed = sessionView(state) === 'verify';

  const attempt = useRef<AbortController | null>(null);

  const verify = async () => {
    if (!state.address || !state.type) return;
    attempt.current?.abort();
    const mine = new AbortController();
    attempt.current = mine;
    setBusy(true);
    try {
      const config = await queryClient.fetchQuery(publicConfigQueryOptions());
      signedIn(await signInWithWallet(state.address, state.type, { walletConnectProjectId: config.walletConnectProjectId, rpcUrls: config.rpcUrls }, mine.signal));
    } catch (err) {
      if (!mine.signal.aborted) toast.show(walletErrorMessage(err), 'error');
    } finally {
      if (attempt.current === mine) setBusy(false);
    }
  };

  // Cancel, or another way in: the wallet is let go and the login screen comes back (no 'logged out').
  const leave = (layer: 'NONE' | 'LOGIN') => {
    attempt.current?.abort();
    attempt.current = null;
    setBusy(false);
    void Promise.all([loadWallet(), queryClient.fetchQuery(publicConfigQueryOptions())])
      .then(([wallet, config]) => wallet.disconnectWallet({ walletConnectProjectId: config.walletConnectProjectId, rpcUrls: config.rpcUrls }))
      .catch(() => {});
    dispatch({ type: 'expired' });
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: layer === 'LOGIN' ? { loginLayer: 'LOGIN' } : null });
  };

  useEffect(() => {
    if (needed && !asked.current) {
      asked.current = true;
      void verify();
    }
    if (!needed) asked.current = false;
  });

  if (!needed) return <>{children}</>;
  return (
    <Suspense fallback={<PleaseWait />}>
      <VerifyScreen onVerify={() => void verify()} busy={busy} onCancel={() => leave('NONE')} onOtherWay={() => leave('LOGIN')} />
    </Suspense>
  );
}

/**
 * The splash while the player's data is on its way: their profile, then, if it is still loading, the
 * town's script (router.tsx), so the two waits are one screen rather than a splash then "Please wait...".
 */
export function UserDataSplash() {
  const { state } = useSession();
  return <RouteSplash {...bootStatus({ ...state, status: ['USER_DATA_SYNC'] })} />;
}

/** Loads the signed-in profile; a revoked or expired session goes back to sign-in. */
function ProfileLoader({ children }: { children: ReactNode }) {
  const { state, dispatch } = useSession();
  const profile = useOwnProfile(state.address);
  const expired = profile.error instanceof ApiError && profile.error.status === 401;
  useEffect(() => {
    if (expired) dispatch({ type: 'expired' });
  }, [expired, dispatch]);
  // The answer comes in as an urgent update, which React draws in one go; the page behind it (the town's
  // map, a journey list) is drawn as a deferred one instead, in slices of a few milliseconds, so a tap
  // during it is answered (issue 18: total blocking time). The splash stays until that draw is done.
  const waiting = useDeferredValue(profile.isPending || expired);
  if (waiting || profile.isPending || expired) return <UserDataSplash />;
  // Only when there is no profile to show: a failed refetch of one on screen (the network gone a moment)
  // keeps the page, which the offline banner or a toast explains.
  if (profile.isError && profile.data === undefined) {
    return isNetworkError(profile.error) ? <OfflineScreen onRetry={() => void profile.refetch()} /> : <ErrorScreen />;
  }
  if (!profile.data?.onboarded) {
    return (
      <Suspense fallback={<PleaseWait />}>
        <WelcomeScreen />
      </Suspense>
    );
  }
  return <>{children}</>;
}

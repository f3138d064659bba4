import type { ReactNode } from 'react';
import { Splash } from '../components/splash.tsx';
import { LoggedOut } from '../components/logged-out.tsx';
import { LoginScreen } from '../features/login/components/login-screen.tsx';
import { VerifyScreen } from '../features/login/components/verify-screen.tsx';
import { useSession } from './session/session-provider.tsx';
import { bootStatus, sessionView } from './session/session-model.ts';

/**
 * Wraps every signed-in page in the order SPEC section 2 gives:
 * splash -> login required -> verify -> profile loader -> welcome.
 */
export function PageWrap({ children }: { children: ReactNode }) {
  return (
    <SplashGate>
      <LoginRequired>
        <VerifyGate>
          <ProfileLoader>
            <Welcome>{children}</Welcome>
          </ProfileLoader>
        </VerifyGate>
      </LoginRequired>
    </SplashGate>
  );
}

/** While the status is NONE or USER_DATA_SYNC the splash shows, with the boot status and text. */
function SplashGate({ children }: { children: ReactNode }) {
  const { state } = useSession();
  if (sessionView(state) !== 'splash') return <>{children}</>;
  const { status, text } = bootStatus(state);
  return <Splash status={status} text={text} />;
}

/** Logged out: the 'You have been logged out.' screen; no credentials: the login screen. */
function LoginRequired({ children }: { children: ReactNode }) {
  const { state, dispatch } = useSession();
  const view = sessionView(state);
  if (view === 'logged-out') {
    return (
      <LoggedOut
        onLogin={() => {
          dispatch({ type: 'status/remove', status: 'LOGGED_OUT' });
          dispatch({ type: 'status/add', status: 'AUTH_REQUIRED' });
        }}
      />
    );
  }
  if (view === 'login') return <LoginScreen />;
  return <>{children}</>;
}

/** A connected wallet that has not signed its message yet is asked to verify. */
function VerifyGate({ children }: { children: ReactNode }) {
  const { state } = useSession();
  if (sessionView(state) === 'verify') return <VerifyScreen onVerify={() => {}} busy />;
  return <>{children}</>;
}

/** Loads the signed-in profile before any page renders (the profile call arrives with sign-in). */
function ProfileLoader({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** Sends users who have not finished onboarding into the register flow (arrives with registration). */
function Welcome({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

import { useEffect, useRef, type ReactNode } from 'react';
import { CONNECT_TITLE } from '../../../../../domain/routes.ts';
import { Page } from '../../../components/page.tsx';
import { Button } from '../../../components/button.tsx';
import { TownBanner } from '../../../components/art/town-banner.tsx';
import { Logo } from '../../../components/art/logo.tsx';
import { FIRST_ACTIONS } from '../first-action.ts';
import './login-screen.css';

/**
 * The login screen's page and banner (the town's scene), with `children` over the scene; `layered` while
 * a layer (Sign In, the tour) is open. `after` goes after the banner (the wallet picker).
 */
export function LoginFrame({ layered = false, children, after }: { layered?: boolean; children: ReactNode; after?: ReactNode }) {
  return (
    <Page background="green" siteTitle={CONNECT_TITLE} className={layered ? 'login login--layer' : 'login'}>
      <div className="login__banner">
        <TownBanner className="login__scene" />
        {children}
      </div>
      {after}
    </Page>
  );
}

/**
 * The welcome on the banner: the logo, the tagline, Get Started and Sign In. The shell draws it without
 * handlers as a visitor's first screen on `/` (scripts/first-paint.tsx), and the app then draws it again
 * with them, the same size, so its largest paint stays the HTML's (issue 18). A tap on the shell's
 * buttons is kept by the boot script (their `data-first-action`) and taken by the app (first-action.ts).
 */
export function LoginWelcome({ onGetStarted, onSignIn, focusOn }: { onGetStarted?: () => void; onSignIn?: () => void; focusOn?: 'start' | 'signin' | null }) {
  const start = useRef<HTMLButtonElement>(null);
  const signIn = useRef<HTMLButtonElement>(null);
  // Back from a layer it opened: the keyboard is where it was, on that layer's button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the welcome comes back
  useEffect(() => {
    if (focusOn) (focusOn === 'start' ? start : signIn).current?.focus();
  }, []);
  return (
    <div className="login__welcome">
      <Logo className="login__logo" />
      <p className="login__tagline">A cosy town for explorers, their avatars and their friends.</p>
      <div className="login__actions">
        <Button ref={start} variant="primary" size="lg" onClick={onGetStarted} data-first-action={onGetStarted ? undefined : FIRST_ACTIONS.getStarted}>
          Get Started
        </Button>
        <Button ref={signIn} variant="secondary" size="lg" onClick={onSignIn} data-first-action={onSignIn ? undefined : FIRST_ACTIONS.signIn}>
          Sign In
        </Button>
      </div>
    </div>
  );
}

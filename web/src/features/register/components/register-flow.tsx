import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TIMINGS } from '../../../../../domain/timings.ts';
import { CloseIcon } from '../../../components/art/icons.tsx';
import { UI_LABELS } from '../../../components/labels.ts';
import { GuideIntro } from './guide-intro.tsx';
import { Onboarding } from './onboarding.tsx';
import type { Registration } from './onboarding-model.ts';
import { RoundButton } from './round-button.tsx';
import { REGISTER_LABELS } from './register-labels.ts';
import { useEscape } from '../../../lib/use-escape.ts';
import './register-flow.css';

/** Which half of the register layer is showing. */
export type RegisterPhase = 'intro' | 'onboard';

/** Props of RegisterFlow. */
export interface RegisterFlowProps {
  /** Prefills the e-mail (e-mail sign-in users). */
  initialEmail?: string;
  /** With `initialEmail`, the e-mail field is read-only. */
  emailLocked?: boolean;
  /** Registers; reject with an Error to keep the user on CONFIRM with its message shown. */
  onComplete: (registration: Registration) => Promise<void>;
  /**
   * Signing out, asked for in words: on the onboarding the corner control reads 'Sign out'. Closing
   * (the tour's X, Escape) never signs anyone out: it skips the tour to the onboarding.
   */
  onSignOut: () => void;
  /** Start at the onboarding (e.g. a returning, not yet onboarded profile). Default 'intro'. */
  startAt?: RegisterPhase;
  /** Told when the flow moves from the intro to the onboarding (the ONBOARD layer). */
  onOnboard?: () => void;
  className?: string;
}

/** The Register layer: Ardi's tour, then (one second after Get Started) the four-stage onboarding. */
export function RegisterFlow({ initialEmail, emailLocked, onComplete, onSignOut, startAt = 'intro', onOnboard, className }: RegisterFlowProps) {
  const [phase, setPhase] = useState<RegisterPhase>(startAt);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The timer outlives renders, so it reads the latest callback through a ref.
  const latestOnOnboard = useRef(onOnboard);
  useLayoutEffect(() => {
    latestOnOnboard.current = onOnboard;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const skipIntro = () => {
    clearTimeout(timer.current);
    setPhase('onboard');
    latestOnOnboard.current?.();
  };
  useEscape(phase === 'intro' ? skipIntro : null);

  const finishIntro = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setPhase('onboard');
      latestOnOnboard.current?.();
    }, TIMINGS.introToOnboard);
  };

  return (
    <div className={`register-flow${className ? ` ${className}` : ''}`}>
      {phase === 'intro' ? (
        <RoundButton className="register-flow__close" aria-label={UI_LABELS.close} onClick={skipIntro}>
          <CloseIcon />
        </RoundButton>
      ) : null}
      {phase === 'intro' ? (
        <GuideIntro onFinish={finishIntro} />
      ) : (
        <>
          <Onboarding initialEmail={initialEmail} emailLocked={emailLocked} onComplete={onComplete} />
          <button type="button" className="register-flow__sign-out" onClick={onSignOut}>
            {REGISTER_LABELS.signOut}
          </button>
        </>
      )}
    </div>
  );
}

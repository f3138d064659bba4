import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TIMINGS } from '../../../../../domain/timings.ts';
import { CloseIcon } from '../../../components/art/icons.tsx';
import { UI_LABELS } from '../../../components/labels.ts';
import { GuideIntro } from './guide-intro.tsx';
import { Onboarding } from './onboarding.tsx';
import type { Registration } from './onboarding-model.ts';
import { RoundButton } from './round-button.tsx';
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
  /** The corner Close button. */
  onClose: () => void;
  /** Start at the onboarding (e.g. a returning, not yet onboarded profile). Default 'intro'. */
  startAt?: RegisterPhase;
  /** Told when the flow moves from the intro to the onboarding (the ONBOARD layer). */
  onOnboard?: () => void;
  className?: string;
}

/** The Register layer: Ardi's tour, then (one second after Get Started) the four-stage onboarding. */
export function RegisterFlow({ initialEmail, emailLocked, onComplete, onClose, startAt = 'intro', onOnboard, className }: RegisterFlowProps) {
  const [phase, setPhase] = useState<RegisterPhase>(startAt);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The timer outlives renders, so it reads the latest callback through a ref.
  const latestOnOnboard = useRef(onOnboard);
  useLayoutEffect(() => {
    latestOnOnboard.current = onOnboard;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const finishIntro = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setPhase('onboard');
      latestOnOnboard.current?.();
    }, TIMINGS.introToOnboard);
  };

  return (
    <div className={`register-flow${className ? ` ${className}` : ''}`}>
      <RoundButton className="register-flow__close" aria-label={UI_LABELS.close} onClick={onClose}>
        <CloseIcon />
      </RoundButton>
      {phase === 'intro' ? (
        <GuideIntro onFinish={finishIntro} />
      ) : (
        <Onboarding initialEmail={initialEmail} emailLocked={emailLocked} onComplete={onComplete} />
      )}
    </div>
  );
}

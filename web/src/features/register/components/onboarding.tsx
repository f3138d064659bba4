import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { Button } from '../../../components/button.tsx';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/art/icons.tsx';
import { UI_LABELS } from '../../../components/labels.ts';
import { AccountStage } from './account-stage.tsx';
import { ConfirmStage } from './confirm-stage.tsx';
import { IdentityStage } from './identity-stage.tsx';
import { advance, currentStage, emptyDraft, goBack, stageReady, STAGES, toRegistration, type Draft, type Registration, type Trail } from './onboarding-model.ts';
import { ProgressDots } from './progress-dots.tsx';
import { REGISTER_LABELS, STAGE_COPY } from './register-labels.ts';
import { RoundButton } from './round-button.tsx';
import { SideStage } from './side-stage.tsx';
import { useUsernameCheck } from './use-username-check.ts';
import './onboarding.css';

/** Props of Onboarding. */
export interface OnboardingProps {
  /** Prefills the e-mail (e-mail sign-in users). */
  initialEmail?: string;
  /** With `initialEmail`, the e-mail field is read-only. */
  emailLocked?: boolean;
  /** Registers; a rejection's Error message is shown beside Complete and the user stays on CONFIRM. */
  onComplete: (registration: Registration) => Promise<void>;
}

/** The four onboarding stages with the four-dot progress, Back arrows after the first, Next and Complete. */
export function Onboarding({ initialEmail = '', emailLocked = false, onComplete }: OnboardingProps) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(initialEmail));
  const [trail, setTrail] = useState<Trail>([STAGES[0]]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busyRef = useRef(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const stage = currentStage(trail);
  const index = STAGES.indexOf(stage);
  const usernameTaken = useUsernameCheck(draft.username);
  const ready = stageReady(stage, draft) && !(stage === 'ACCOUNT SETUP' && usernameTaken);

  // Each stage replaces the last one's controls, so focus lands on its heading.
  useEffect(() => {
    titleRef.current?.focus();
  }, [stage]);

  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stage !== 'CONFIRM') return setTrail((current) => advance(current, draft));
    const registration = toRegistration(draft);
    if (!registration || busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setError(null);
    try {
      await onComplete(registration);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : MESSAGES.genericError);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const copy = STAGE_COPY[stage];
  return (
    <form className="onboarding" aria-labelledby={`${id}-title`} aria-busy={busy} noValidate onSubmit={submit}>
      <div className="onboarding__top">
        {index > 0 ? (
          <RoundButton aria-label={UI_LABELS.back} aria-disabled={busy} onClick={() => setTrail(goBack)}>
            <ArrowLeftIcon />
          </RoundButton>
        ) : (
          <span className="onboarding__spacer" />
        )}
        <ProgressDots count={STAGES.length} current={index} unit="Stage" label={stage} />
        <span className="onboarding__spacer" />
      </div>

      <h2 ref={titleRef} id={`${id}-title`} className="onboarding__title" tabIndex={-1}>{copy.title}</h2>
      <p className="onboarding__lead">{copy.lead}</p>

      <div key={stage} className="onboarding__stage">
        {stage === 'ACCOUNT SETUP' ? <AccountStage draft={draft} onChange={change} emailLocked={emailLocked && initialEmail !== ''} usernameTaken={usernameTaken} /> : null}
        {stage === 'IDENTITY' ? <IdentityStage draft={draft} onChange={change} /> : null}
        {stage === 'SIDE' ? <SideStage draft={draft} onChange={change} /> : null}
        {stage === 'CONFIRM' ? <ConfirmStage draft={draft} /> : null}
      </div>

      <div className="onboarding__footer">
        {stage === 'CONFIRM' ? (
          <>
            <p className="onboarding__error" role="alert">{error ?? ''}</p>
            <Button type="submit" size="lg" className="onboarding__complete" disabled={!ready} aria-disabled={busy || undefined} aria-busy={busy}>
              {busy ? <span className="onboarding__spinner" aria-hidden="true" /> : null}
              {REGISTER_LABELS.complete}
            </Button>
          </>
        ) : (
          <Button type="submit" size="lg" disabled={!ready}>
            {UI_LABELS.next}
            <ArrowRightIcon />
          </Button>
        )}
      </div>
    </form>
  );
}

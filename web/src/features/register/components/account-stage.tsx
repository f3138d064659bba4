import { useState } from 'react';
import { MailIcon, ProfileIcon } from '../../../components/art/icons.tsx';
import { CheckBox } from './check-box.tsx';
import { EMAIL_CHECKS, USERNAME_CHECKS, type Draft } from './onboarding-model.ts';
import { REGISTER_LABELS } from './register-labels.ts';
import { TermsDialog } from './terms-dialog.tsx';
import { TextField } from './text-field.tsx';

/** What every stage gets: the draft and a way to change part of it. */
export interface StageProps {
  draft: Draft;
  onChange: (patch: Partial<Draft>) => void;
}

/** ACCOUNT SETUP: e-mail, username, the age and terms boxes (terms open a modal) and the newsletter opt-in. */
export function AccountStage({ draft, onChange, emailLocked, usernameTaken }: StageProps & { emailLocked: boolean; usernameTaken: string | null }) {
  const [termsOpen, setTermsOpen] = useState(false);
  return (
    <div className="account-stage">
      <TextField
        label={REGISTER_LABELS.email}
        type="email"
        name="email"
        aria-required
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        icon={<MailIcon />}
        value={draft.email}
        readOnly={emailLocked}
        checks={EMAIL_CHECKS}
        onChange={(email) => onChange({ email })}
      />
      <TextField
        label={REGISTER_LABELS.username}
        name="username"
        aria-required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="At least 4 letters or numbers"
        icon={<ProfileIcon />}
        value={draft.username}
        checks={USERNAME_CHECKS}
        problem={usernameTaken}
        onChange={(username) => onChange({ username })}
      />
      <div className="account-stage__checks">
        <CheckBox checked={draft.ageConsent} onChange={(ageConsent) => onChange({ ageConsent })}>
          {REGISTER_LABELS.ageConsent}
        </CheckBox>
        <CheckBox
          checked={draft.termsAgreed}
          onChange={(termsAgreed) => onChange({ termsAgreed })}
          after={
            <button type="button" className="account-stage__terms" aria-haspopup="dialog" onClick={() => setTermsOpen(true)}>
              {REGISTER_LABELS.terms}
            </button>
          }
        >
          {REGISTER_LABELS.termsPrefix}
        </CheckBox>
        <CheckBox checked={draft.emailOptIn} onChange={(emailOptIn) => onChange({ emailOptIn })}>
          {REGISTER_LABELS.emailOptIn}
        </CheckBox>
      </div>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { CloseIcon } from '../../../components/art/icons.tsx';
import { softDisabled } from '../../../lib/soft-disabled.ts';

interface EmailCodeProps {
  email: string;
  busy: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onBack: () => void;
}

/** Second step of e-mail sign-in: the 6-digit code from the e-mail. */
export function EmailCode({ email, busy, error, onSubmit, onResend, onBack }: EmailCodeProps) {
  const [code, setCode] = useState('');
  const id = useId();
  const ready = /^\d{6}$/.test(code);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready && !busy) onSubmit(code);
  };
  return (
    <section className="sign-in" aria-labelledby={`${id}-title`}>
      <button type="button" className="sign-in__close" aria-label="Close" onClick={onBack}>
        <CloseIcon />
      </button>
      <h2 id={`${id}-title`} className="sign-in__title">Check your e-mail</h2>
      <p>
        We sent a 6-digit code to <strong>{email}</strong>. It works for 10 minutes.
      </p>
      <form className="sign-in__form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-code`} className="sign-in__label">Code</label>
        <div className={`sign-in__field sign-in__field--${error ? 'invalid' : ready ? 'valid' : 'neutral'}`}>
          <input
            id={`${id}-code`}
            className="sign-in__code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            value={code}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            // biome-ignore lint/a11y/noAutofocus: the field appears because the player asked for a code; they type it next
            autoFocus
          />
        </div>
        <p id={`${id}-error`} className="sign-in__error" role={error ? 'alert' : undefined}>{error ?? '\u00a0'}</p>
        <Button type="submit" variant="primary" size="lg" disabled={!ready} aria-disabled={busy || undefined}>
          {busy ? 'Checking…' : 'Sign in'}
        </Button>
      </form>
      <p className="sign-in__links">
        <button type="button" className="sign-in__link" {...softDisabled(busy, onResend)}>Send a new code</button>
        <button type="button" className="sign-in__link" {...softDisabled(busy, onBack)}>Use another e-mail</button>
      </p>
    </section>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { checks, isEmail } from '../../../../../domain/validation.ts';
import { Button } from '../../../components/button.tsx';
import { CloseIcon, MailIcon } from '../../../components/art/icons.tsx';
import { useDebouncedValidation } from '../../../lib/use-debounced-validation.ts';
import { WalletButtons, type WalletChoice } from './wallet-buttons.tsx';

interface SignInLayerProps {
  /** A line above the form, e.g. when arriving from Get Started. */
  lead?: string;
  /** What is in progress: 'email' or a wallet choice; everything is disabled meanwhile. */
  busy: string | null;
  walletConnectReady: boolean;
  onClose: () => void;
  /** Calls off a wallet connect in progress. */
  onCancel: () => void;
  onEmail: (email: string) => void;
  onWallet: (wallet: WalletChoice) => void;
}

/** The Sign In layer: e-mail field and Login, then the four wallet buttons (SPEC section 2). */
export function SignInLayer({ lead, busy, walletConnectReady, onClose, onCancel, onEmail, onWallet }: SignInLayerProps) {
  const [email, setEmail] = useState('');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const field = useDebouncedValidation(email, [checks.email()]);
  const id = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const layer = useRef<HTMLElement>(null);
  // The layer takes the place of the button that opened it: the keyboard (and a screen reader) starts at its title.
  useEffect(() => title.current?.focus(), []);
  const error = submitError ?? field.error;
  const tone = submitError ? 'invalid' : field.valid === null ? 'neutral' : field.valid ? 'valid' : 'invalid';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy !== null) return;
    if (!isEmail(email)) return setSubmitError(MESSAGES.invalidEmailAddress);
    onEmail(email.trim());
  };

  // Cancel goes away with the attempt: the keyboard goes back to the wallet button it called off.
  const cancel = () => {
    layer.current?.querySelector<HTMLElement>(`[data-wallet="${busy}"]`)?.focus();
    onCancel();
  };

  return (
    <section ref={layer} className="sign-in" aria-labelledby={`${id}-title`}>
      <button type="button" className="sign-in__close" aria-label="Close" onClick={onClose}>
        <CloseIcon />
      </button>
      <h2 ref={title} id={`${id}-title`} className="sign-in__title" tabIndex={-1}>Sign In</h2>
      {lead ? <p className="sign-in__lead">{lead}</p> : null}
      <form className="sign-in__form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-email`} className="sign-in__label">E-mail</label>
        <div className={`sign-in__field sign-in__field--${tone}`}>
          <MailIcon />
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            aria-invalid={tone === 'invalid'}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setEmail(e.target.value);
              setSubmitError(null);
            }}
          />
        </div>
        <p id={`${id}-error`} className="sign-in__error" role={error ? 'alert' : undefined}>
          {error ?? '\u00a0'}
        </p>
        <Button type="submit" variant="primary" size="lg" aria-disabled={busy !== null || undefined}>
          {busy === 'email' ? 'Sending code…' : 'Login'}
        </Button>
      </form>
      <p className="sign-in__divider"><span>{MESSAGES.connectWallet}</span></p>
      <WalletButtons onPick={onWallet} busy={busy} walletConnectReady={walletConnectReady} />
      {busy !== null && busy !== 'email' ? (
        <Button variant="secondary" className="sign-in__cancel" onClick={cancel}>Cancel</Button>
      ) : null}
    </section>
  );
}

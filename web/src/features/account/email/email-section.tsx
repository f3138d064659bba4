import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { isEmail } from '../../../../../domain/validation.ts';
import { Button } from '../../../components/button.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { sendEmailCode, verifyEmail, type VerifiedProfile } from './email-api.ts';
import './email-section.css';

interface EmailSectionProps {
  email: string | null;
  verified: boolean;
  onVerified: (profile: VerifiedProfile) => void;
}

/**
 * Settings' e-mail: add an address and prove it with a 6-digit code (issue 14, "One account"). A verified
 * address signs in to this same profile by e-mail code too. Refusals show as toasts.
 */
export function EmailSection({ email, verified, onVerified }: EmailSectionProps) {
  const id = useId();
  const toast = useToast();
  const [address, setAddress] = useState(verified ? '' : (email ?? ''));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  // Each code sent moves focus to the code field once React has drawn it (a frame later was sometimes too soon).
  const [sends, setSends] = useState(0);
  useEffect(() => {
    if (sends > 0) document.getElementById(`${id}code`)?.focus();
  }, [sends, id]);
  const fail = (err: unknown) => toast.show(err instanceof Error ? err.message : String(err), 'error');
  const send = useMutation({ mutationFn: sendEmailCode, meta: { silent: true } });
  const verify = useMutation({ mutationFn: ({ to, code }: { to: string; code: string }) => verifyEmail(to, code), meta: { silent: true } });

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const to = address.trim().toLowerCase();
    if (send.isPending) return;
    if (!isEmail(to)) return toast.show('Invalid email', 'error');
    send.mutate(to, {
      onSuccess: () => {
        setSentTo(to);
        setCode('');
        toast.show(`A code is on its way to ${to}`, 'info');
        setSends((n) => n + 1);
      },
      onError: fail,
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo || verify.isPending) return;
    if (!/^\d{6}$/.test(code.trim())) return toast.show('Enter the 6 digits from the e-mail', 'error');
    verify.mutate(
      { to: sentTo, code: code.trim() },
      {
        onSuccess: (profile) => {
          setSentTo(null);
          setAddress('');
          setCode('');
          toast.show('E-mail verified', 'success');
          onVerified(profile);
        },
        onError: fail,
      },
    );
  };

  return (
    <section className="email-section" aria-labelledby={`${id}title`}>
      <h3 id={`${id}title`} className="email-section__title">
        E-mail
      </h3>
      {email ? (
        <p className="email-section__current">
          <span className="email-section__address">{email}</span>
          <span className={`email-section__badge email-section__badge--${verified ? 'verified' : 'unverified'}`}>{verified ? 'Verified' : 'Not verified'}</span>
        </p>
      ) : null}
      <p className="email-section__hint">
        {verified ? 'You can also sign in with a code sent to this address.' : 'Verify an address to sign in with a code sent to it, as well as with your wallet.'}
      </p>
      {sentTo ? (
        <form className="email-section__form" onSubmit={confirm} noValidate>
          <label htmlFor={`${id}code`} className="email-section__label">
            Code sent to {sentTo}
          </label>
          <div className="email-section__row">
            <input
              id={`${id}code`}
              className="email-section__input email-section__input--code"
              value={code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            />
            <Button type="submit" aria-disabled={verify.isPending || undefined}>
              {verify.isPending ? 'Checking…' : 'Verify'}
            </Button>
          </div>
          <button type="button" className="email-section__link" onClick={() => setSentTo(null)}>
            Use another address
          </button>
        </form>
      ) : (
        <form className="email-section__form" onSubmit={ask} noValidate>
          <label htmlFor={`${id}address`} className="email-section__label">
            {verified ? 'Change e-mail' : email ? 'Verify e-mail' : 'Add an e-mail'}
          </label>
          <div className="email-section__row">
            <input
              id={`${id}address`}
              className="email-section__input"
              type="email"
              value={address}
              autoComplete="email"
              placeholder="you@example.com"
              onChange={(event) => setAddress(event.target.value)}
            />
            <Button type="submit" variant="secondary" aria-disabled={send.isPending || undefined}>
              {send.isPending ? 'Sending…' : 'Send code'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

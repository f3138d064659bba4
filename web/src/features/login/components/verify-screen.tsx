import { MESSAGES } from '../../../../../domain/messages.ts';
import { CONNECT_TITLE } from '../../../../../domain/routes.ts';
import { Page } from '../../../components/page.tsx';
import { Button } from '../../../components/button.tsx';
import { Guide } from '../../../components/art/guide.tsx';
import { useEscape } from '../../../lib/use-escape.ts';
import './login-screen.css';

interface VerifyScreenProps {
  onVerify: () => void;
  busy?: boolean;
  /** Leaves the wallet unsigned and goes back to the welcome banner (also Escape). */
  onCancel: () => void;
  /** Leaves the wallet and opens the Sign In layer: e-mail or another wallet. */
  onOtherWay: () => void;
}

/**
 * Shown when a wallet is connected but has not signed in yet (SPEC section 2 "Verify screen").
 * A player who rejected the signature can ask again, cancel, or pick another way in.
 */
export function VerifyScreen({ onVerify, busy = false, onCancel, onOtherWay }: VerifyScreenProps) {
  useEscape(onCancel);
  return (
    <Page background="green" siteTitle={CONNECT_TITLE}>
      <header className="page__header">
        <Guide size={140} mood="happy" />
        <h1 className="page__title">Welcome to Sapphire Town</h1>
      </header>
      <div className="page__body">
        <div className="verify-screen">
        <Button variant="primary" size="lg" onClick={onVerify} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
          {busy ? 'Waiting for your wallet…' : MESSAGES.verifyAccount}
        </Button>
        <div className="verify-screen__other">
          <Button variant="secondary" onClick={onOtherWay}>Sign in another way</Button>
          <Button variant="secondary" onClick={onCancel}>Cancel</Button>
        </div>
        </div>
      </div>
    </Page>
  );
}

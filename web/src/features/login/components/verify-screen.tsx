import { MESSAGES } from '../../../../../domain/messages.ts';
import { CONNECT_TITLE } from '../../../../../domain/routes.ts';
import { Page } from '../../../components/page.tsx';
import { Button } from '../../../components/button.tsx';
import { Guide } from '../../../components/art/guide.tsx';

/** Shown when a wallet is connected but has not signed in yet (SPEC section 2 "Verify screen"). */
export function VerifyScreen({ onVerify, busy = false }: { onVerify: () => void; busy?: boolean }) {
  return (
    <Page background="green" siteTitle={CONNECT_TITLE}>
      <header className="page__header">
        <Guide size={140} mood="happy" />
        <h1 className="page__title">Welcome to Sapphire Town</h1>
      </header>
      <div className="page__body" style={{ justifyItems: 'center' }}>
        <Button variant="primary" size="lg" onClick={onVerify} disabled={busy}>
          {MESSAGES.verifyAccount}
        </Button>
      </div>
    </Page>
  );
}

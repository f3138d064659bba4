import { useState, type ReactNode } from 'react';
import { CONNECT_TITLE } from '../../../../../domain/routes.ts';
import type { LoginType } from '../../../../../domain/identity.ts';
import { MESSAGES, translateError } from '../../../../../domain/messages.ts';
import { Page } from '../../../components/page.tsx';
import { Button } from '../../../components/button.tsx';
import { TownBanner } from '../../../components/art/town-banner.tsx';
import { Logo } from '../../../components/art/logo.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { loginWithCode, requestCode } from '../api/email-sign-in.ts';
import { loginWithDidToken } from '../api/magic-sign-in.ts';
import { loadWallet } from '../wallet/load-wallet.ts';
import { SignInLayer } from './sign-in-layer.tsx';
import { EmailCode } from './email-code.tsx';
import { OtherWalletsDialog } from './other-wallets-dialog.tsx';
import type { WalletChoice } from './wallet-buttons.tsx';
import './login-screen.css';

/** Login layers of SPEC section 4; closing any layer returns to NONE. */
export type LoginLayer = 'NONE' | 'LOGIN' | 'REGISTER' | 'ONBOARD';

export interface SignedIn {
  token: string;
  address: string;
  type: LoginType;
  email?: string;
}

interface LoginScreenProps {
  /** A wallet connected; the page wrapping asks it to sign (the verify step). */
  onWalletConnected: (wallet: { address: string; loginType: LoginType }) => void;
  /** An e-mail sign-in finished. */
  onSignedIn: (session: SignedIn) => void;
  /** Ardi's intro for the Register layer; `done` is called when the visitor finishes it. */
  intro: (done: () => void) => ReactNode;
}

const message = (err: unknown) => translateError(err instanceof Error ? err.message : String(err));

/** The login screen: welcome banner with Get Started and Sign In, the Sign In layer and e-mail codes. */
export function LoginScreen({ onWalletConnected, onSignedIn, intro }: LoginScreenProps) {
  const [layer, setLayer] = useState<LoginLayer>('NONE');
  const [fromRegister, setFromRegister] = useState(false);
  const [email, setEmail] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [picking, setPicking] = useState<{ id: string; name: string }[] | null>(null);
  const toast = useToast();
  const config = usePublicConfig();
  const walletConnectReady = Boolean(config.data?.walletConnectProjectId);

  const run = async (label: string, task: () => Promise<void>) => {
    setBusy(label);
    try {
      await task();
    } catch (err) {
      toast.show(message(err), 'error');
    } finally {
      setBusy(null);
    }
  };

  const sendCode = (address: string) =>
    run('email', async () => {
      const magicKey = (config.data ?? (await config.refetch()).data)?.magicPublishableKey;
      if (magicKey) return signInWithMagic(address, magicKey);
      await requestCode(address);
      setEmail(address);
      setCodeError(null);
    });

  // With Magic configured, Magic sends and checks the code in its own window; we get a DID token.
  const signInWithMagic = async (address: string, publishableKey: string) => {
    const { loginWithMagic } = await import('../magic/magic-login.ts');
    const { didToken } = await loginWithMagic(address, publishableKey);
    const answer = await loginWithDidToken(address, didToken);
    onSignedIn({ token: answer.token, address: answer.wallet, type: 'magic', email: address });
  };

  const connect = (choice: WalletChoice, discoveredId?: string) =>
    run(choice, async () => {
      const [wallet, cfg] = await Promise.all([loadWallet(), config.refetch()]);
      const options = { walletConnectProjectId: cfg.data?.walletConnectProjectId ?? null };
      if (choice === 'other' && !discoveredId) {
        const found = wallet.discoveredWallets(options);
        if (found.length > 1) return setPicking(found);
        discoveredId = found[0]?.id;
      }
      onWalletConnected(await wallet.connectWallet(choice, options, discoveredId));
    });

  const submitCode = (code: string) => {
    if (!email) return;
    setBusy('code');
    loginWithCode(email, code)
      .then((answer) => {
        // The server pairs e-mail and wallet; a profile of another wallet means something is badly off.
        if ('address' in answer && typeof answer.address === 'string' && answer.address.toLowerCase() !== answer.wallet.toLowerCase()) {
          throw new Error(MESSAGES.walletMismatch);
        }
        onSignedIn({ token: answer.token, address: answer.wallet, type: 'magic', email });
      })
      .catch((err: unknown) => setCodeError(message(err)))
      .finally(() => setBusy(null));
  };

  return (
    <Page background="green" siteTitle={CONNECT_TITLE} className="login">
      <div className="login__banner">
        <TownBanner className="login__scene" />
        {layer === 'NONE' ? (
          <div className="login__welcome">
            <Logo className="login__logo" />
            <p className="login__tagline">A cosy town for explorers, their avatars and their friends.</p>
            <div className="login__actions">
              <Button variant="primary" size="lg" onClick={() => setLayer('REGISTER')}>Get Started</Button>
              <Button variant="secondary" size="lg" onClick={() => setLayer('LOGIN')}>Sign In</Button>
            </div>
          </div>
        ) : null}
        {layer === 'LOGIN' && email ? (
          <EmailCode email={email} busy={busy === 'code' || busy === 'email'} error={codeError} onSubmit={submitCode} onResend={() => sendCode(email)} onBack={() => setEmail(null)} />
        ) : null}
        {layer === 'LOGIN' && !email ? (
          <SignInLayer
            lead={fromRegister ? 'First, sign in: your explorer is kept with your e-mail or wallet.' : undefined}
            busy={busy}
            walletConnectReady={walletConnectReady}
            onClose={() => setLayer('NONE')}
            onEmail={sendCode}
            onWallet={(choice) => connect(choice)}
          />
        ) : null}
        {layer === 'REGISTER'
          ? intro(() => {
              setFromRegister(true);
              setLayer('LOGIN');
            })
          : null}
      </div>
      <OtherWalletsDialog wallets={picking} onClose={() => setPicking(null)} onPick={(id) => { setPicking(null); connect('other', id); }} />
    </Page>
  );
}

import { useState } from 'react';
import { CONNECT_TITLE } from '../../../../../domain/routes.ts';
import { Page } from '../../../components/page.tsx';
import { Button } from '../../../components/button.tsx';
import { TextDialog } from '../../../components/text-dialog.tsx';
import { TownBanner } from '../../../components/art/town-banner.tsx';
import { Logo } from '../../../components/art/logo.tsx';
import { Guide } from '../../../components/art/guide.tsx';
import { SignInLayer } from './sign-in-layer.tsx';
import { walletLabel, type WalletChoice } from './wallet-buttons.tsx';
import './login-screen.css';

/** Login layers of SPEC section 4; closing any layer returns to NONE. */
export type LoginLayer = 'NONE' | 'LOGIN' | 'REGISTER' | 'ONBOARD';

interface Notice {
  title: string;
  text: string;
}

/** The login screen: welcome banner with Get Started and Sign In, and the Sign In layer. */
export function LoginScreen() {
  const [layer, setLayer] = useState<LoginLayer>('NONE');
  const [notice, setNotice] = useState<Notice | null>(null);

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
        {layer === 'LOGIN' ? (
          <SignInLayer
            onClose={() => setLayer('NONE')}
            onEmail={(email) =>
              setNotice({
                title: 'E-mail sign-in',
                text: `Signing in with a one-time code is the next part of the town to open. Once it does, we will send a 6-digit code to ${email} and you type it here. No code has been sent yet.`,
              })
            }
            onWallet={(wallet: WalletChoice) =>
              setNotice({
                title: walletLabel(wallet),
                text: `Connecting with ${walletLabel(wallet)} is the next part of the town to open: your wallet will be asked to sign a Sign-In with Ethereum message, and nothing else. It is not connected yet.`,
              })
            }
          />
        ) : null}
        {layer === 'REGISTER' ? (
          <section className="register-teaser" aria-label="Get Started">
            <Guide size={120} mood="wave" />
            <div>
              <h2>Hello, explorer!</h2>
              <p>
                I am Ardi, the town guide. Registration with my seven-page tour and the four onboarding stages (account
                setup, identity, side and confirm) opens in the next update. Sign In is right here once it does.
              </p>
              <Button variant="primary" onClick={() => setLayer('NONE')}>Back</Button>
            </div>
          </section>
        ) : null}
      </div>
      <TextDialog open={notice !== null} onClose={() => setNotice(null)} title={notice?.title ?? ''} text={notice?.text ?? ''} />
    </Page>
  );
}

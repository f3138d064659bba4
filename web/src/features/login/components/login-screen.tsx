import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LoginType } from '../../../../../domain/identity.ts';
import { MESSAGES, translateError } from '../../../../../domain/messages.ts';
import { useToast } from '../../../components/toasts.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { useEscape } from '../../../lib/use-escape.ts';
import { CloseIcon } from '../../../components/art/icons.tsx';
import { loginWithCode, requestCode } from '../api/email-sign-in.ts';
import { loginWithDidToken } from '../api/magic-sign-in.ts';
import { loadWallet } from '../wallet/load-wallet.ts';
import { WalletCancelled, walletErrorMessage } from '../wallet/wallet-errors.ts';
import { takeFirstAction } from '../first-action.ts';
import { SignInLayer } from './sign-in-layer.tsx';
import { EmailCode } from './email-code.tsx';
import { OtherWalletsDialog } from './other-wallets-dialog.tsx';
import type { WalletChoice } from './wallet-buttons.tsx';
// Last, as its stylesheet was: the login screen's rules come after its parts'.
import { LoginFrame, LoginWelcome } from './login-welcome.tsx';

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
export function LoginScreen({ onWalletConnected: walletConnected, onSignedIn: signedIn, intro }: LoginScreenProps) {
  // The open layer lives in the history entry: opening one pushes an entry, so the browser's Back
  // closes it (instead of leaving the site) and Forward opens it again.
  const location = useLocation();
  const navigate = useNavigate();
  const layer: LoginLayer = (location.state as { loginLayer?: LoginLayer } | null)?.loginLayer ?? 'NONE';
  // Signed in, the entry forgets its layer: a session ended later (elsewhere, a wallet switch, a reload)
  // comes back to the welcome banner, not to a half-open form.
  const forgetLayer = () => navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  const onWalletConnected: LoginScreenProps['onWalletConnected'] = (wallet) => {
    forgetLayer();
    walletConnected(wallet);
  };
  const onSignedIn: LoginScreenProps['onSignedIn'] = (session) => {
    forgetLayer();
    signedIn(session);
  };
  const setLayer = (next: LoginLayer) => {
    if (next === layer) return;
    const to = { pathname: location.pathname, search: location.search, hash: location.hash };
    if (next === 'NONE') navigate(to, { replace: true, state: null });
    else navigate(to, { replace: layer !== 'NONE', state: { loginLayer: next } });
  };
  const [fromRegister, setFromRegister] = useState(false);
  const [email, setEmail] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [picking, setPicking] = useState<{ id: string; name: string }[] | null>(null);
  // Which of the welcome's buttons opened the layer, for the keyboard to go back to when it closes.
  const [returnTo, setReturnTo] = useState<'start' | 'signin' | null>(null);
  const toast = useToast();
  const config = usePublicConfig();
  const walletConnectReady = Boolean(config.data?.walletConnectProjectId);

  // The attempt in progress; closing the layer or Cancel aborts it, so nothing stays 'Connecting…'.
  const attempt = useRef<AbortController | null>(null);

  const run = async (label: string, task: (signal: AbortSignal) => Promise<void>) => {
    attempt.current?.abort();
    const mine = new AbortController();
    attempt.current = mine;
    setBusy(label);
    try {
      await task(mine.signal);
    } catch (err) {
      // A cancel the player asked for (Close, Cancel) needs no toast; everything else is worded by SPEC 8.
      if (!(err instanceof WalletCancelled && mine.signal.aborted)) toast.show(label === 'email' ? message(err) : walletErrorMessage(err), 'error');
    } finally {
      if (attempt.current === mine) {
        attempt.current = null;
        setBusy(null);
      }
    }
  };

  const cancel = () => {
    attempt.current?.abort();
    attempt.current = null;
    setBusy(null);
  };

  const close = () => {
    cancel();
    setEmail(null);
    setLayer('NONE');
  };
  useEscape(layer === 'NONE' || picking ? null : close);
  // A tap on the shell's welcome before this screen was up opens what it asked for (first-action.ts).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival (setLayer is made anew each render)
  useEffect(() => {
    const first = takeFirstAction();
    if (!first) return;
    setReturnTo(first === 'REGISTER' ? 'start' : 'signin');
    setLayer(first);
  }, []);

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
    run(choice, async (signal) => {
      const [wallet, cfg] = await Promise.all([loadWallet(), config.refetch()]);
      if (signal.aborted) throw new WalletCancelled();
      const options = { walletConnectProjectId: cfg.data?.walletConnectProjectId ?? null, rpcUrls: cfg.data?.rpcUrls ?? [] };
      if (choice === 'other' && !discoveredId) {
        const found = wallet.discoveredWallets(options);
        if (found.length > 1) return setPicking(found);
        discoveredId = found[0]?.id;
      }
      onWalletConnected(await wallet.connectWallet(choice, options, discoveredId, { signal }));
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
    <LoginFrame
      layered={layer !== 'NONE'}
      after={<OtherWalletsDialog wallets={picking} onClose={() => setPicking(null)} onPick={(id) => { setPicking(null); connect('other', id); }} />}
    >
      {layer === 'NONE' ? (
        <LoginWelcome
          focusOn={returnTo}
          onGetStarted={() => {
            setReturnTo('start');
            setLayer('REGISTER');
          }}
          onSignIn={() => {
            setReturnTo('signin');
            setLayer('LOGIN');
          }}
        />
      ) : null}
      {layer === 'LOGIN' && email ? (
        <EmailCode email={email} busy={busy === 'code' || busy === 'email'} error={codeError} onSubmit={submitCode} onResend={() => sendCode(email)} onBack={() => setEmail(null)} />
      ) : null}
      {layer === 'LOGIN' && !email ? (
        <SignInLayer
          lead={fromRegister ? 'First, sign in: your explorer is kept with your e-mail or wallet.' : undefined}
          busy={busy}
          walletConnectReady={walletConnectReady}
          onClose={close}
          onCancel={cancel}
          onEmail={sendCode}
          onWallet={(choice) => connect(choice)}
        />
      ) : null}
      {layer === 'REGISTER' ? (
        <div className="login__tour">
          <button type="button" className="sign-in__close" aria-label="Close" onClick={close}>
            <CloseIcon />
          </button>
          {intro(() => {
            setFromRegister(true);
            setLayer('LOGIN');
          })}
        </div>
      ) : null}
    </LoginFrame>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page.tsx';
import { ApiError } from '../../../lib/http.ts';
import { getCsrfToken, signInUrl, startLink } from './connections-api.ts';
import { linkOutcomeText, tellOpener } from './link-messages.ts';
import { PROVIDERS } from './providers.ts';
import { ProviderMark } from './provider-mark.tsx';
import './connections-panel.css';

/**
 * Starts Auth.js's sign-in (CSRF token, callback back to this page) and goes on to the provider. Asked for
 * the redirect as JSON rather than by a form post, because the CSP's form-action keeps forms on this site.
 */
async function goToProvider(provider: string) {
  const url = await signInUrl(provider, await getCsrfToken(), `/signin/provider/${provider}`);
  window.location.assign(url);
}

/** Tells the opener and closes; the text stays for a window the browser will not close. */
function finish(provider: string | null, result: string) {
  tellOpener({ provider, result });
  // Also when the provider's pages cut the opener (cross-origin-opener-policy): the popup was still opened
  // by a script, so it may close itself; a page opened by hand stays open and shows the outcome.
  window.close();
}

/**
 * `/signin/provider/{provider}?t=<tag>`: the 400x450 popup a connection button opens. First visit: marks the
 * coming link as this player's and starts the provider's sign-in. Back from it (`?linked=1` or `?error=`):
 * tells the opener and closes.
 */
export function SignInPopup() {
  const { provider = '' } = useParams();
  const [params] = useSearchParams();
  const known = PROVIDERS.find((p) => p.id === provider);
  const label = known?.label ?? provider;
  const result = params.get('linked') === '1' ? 'linked' : params.get('error');
  const [status, setStatus] = useState<string>(result ? linkOutcomeText(result, label) : `Opening ${label}...`);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!known) {
      setStatus(`“${provider}” is not a provider Sapphire Town can link.`);
      return;
    }
    if (result) {
      finish(provider, result);
      return;
    }
    (async () => {
      try {
        await startLink(provider, params.get('t'));
        await goToProvider(provider);
      } catch (err) {
        const code = err instanceof ApiError && err.status === 401 ? 'SessionRequired' : 'Failed';
        setStatus(err instanceof ApiError && err.status === 400 ? err.message : linkOutcomeText(code, label));
        finish(provider, code);
      }
    })();
  }, [known, provider, result, params, label]);

  return (
    <Page background="cream" title={`Connect ${label}`}>
      <div className="link-popup" role="status">
        {known && <ProviderMark provider={known.id} />}
        <h1 className="link-popup__title">{known ? `Connect ${label}` : 'Unknown provider'}</h1>
        <p className="link-popup__text">{status}</p>
      </div>
    </Page>
  );
}

/** `/error`: where the authentication client sends a failure. In a link popup it tells the opener and closes. */
export function AuthErrorPage() {
  const [params] = useSearchParams();
  const error = params.get('error') ?? 'UnknownError';
  useEffect(() => {
    if (window.opener) finish(null, error);
  }, [error]);
  return (
    <Page background="cream" title="Something went wrong">
      <div className="link-popup" role="alert">
        <h1 className="link-popup__title">That did not work</h1>
        <p className="link-popup__text">{linkOutcomeText(error, 'The account')} (code {error})</p>
        <Link to="/">Back to town</Link>
      </div>
    </Page>
  );
}

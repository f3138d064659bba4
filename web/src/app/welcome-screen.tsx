import { useQueryClient } from '@tanstack/react-query';
import { CONNECT_TITLE } from '../../../domain/routes.ts';
import { Page } from '../components/page.tsx';
import { TownBanner } from '../components/art/town-banner.tsx';
import { useToast } from '../components/toasts.tsx';
import { RegisterFlow } from '../features/register/components/register-flow.tsx';
import type { Registration } from '../features/register/components/onboarding-model.ts';
import { api } from '../lib/api.ts';
import { unwrap } from '../lib/http.ts';
import { ownProfileQueryOptions } from './session/profile-query.ts';
import { useSession } from './session/session-provider.tsx';
import { loadCredentials } from './session/credentials.ts';
import { introRead, markIntroRead } from './intro-read.ts';

/** Where the visitor first arrived (`/imx` triggers an extra intro later); saved with the registration. */
export function entrypoint(): string {
  try {
    return sessionStorage.getItem('entrypoint') ?? '/';
  } catch {
    return '/';
  }
}

/** A signed-in wallet or e-mail with no finished profile: Ardi's intro and the four onboarding stages. */
export function WelcomeScreen() {
  const { state, signOut } = useSession();
  const queryClient = useQueryClient();
  const toast = useToast();
  const email = state.type === 'magic' ? loadCredentials()?.email : undefined;

  const complete = async (r: Registration) => {
    if (!state.address) return;
    try {
      const profile = await unwrap(
        api.profile.register.$post({
          json: {
            address: state.address,
            email: r.email,
            name: r.username,
            sapphire_town_explorer_token_id: r.explorer,
            data: [
              { key: 'age-consent', value: 1 },
              { key: 'terms-agreed', value: 1 },
              { key: 'email-optin', value: r.emailOptIn ? 1 : 0 },
              { key: 'side', value: r.side },
            ],
            entry: entrypoint(),
          },
        }),
      );
      queryClient.setQueryData(ownProfileQueryOptions(state.address).queryKey, profile);
    } catch (err) {
      const text = err instanceof Error ? err.message : String(err);
      toast.show(text, 'error');
      throw err;
    }
  };

  return (
    <Page background="green" siteTitle={CONNECT_TITLE} className="login login--layer">
      <div className="login__banner">
        <TownBanner className="login__scene" />
        <RegisterFlow
          initialEmail={email}
          emailLocked={Boolean(email)}
          startAt={introRead() ? 'onboard' : 'intro'}
          onOnboard={markIntroRead}
          onComplete={complete}
          onSignOut={() => void signOut()}
        />
      </div>
    </Page>
  );
}

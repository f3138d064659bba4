import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { PAGES } from '../../../domain/routes.ts';
import { BottomMenu } from '../components/bottom-menu.tsx';
import { MainMenu } from '../components/main-menu.tsx';
import { setIntroMode } from '../lib/intro-mode.ts';
import { useCart } from '../lib/cart.ts';
import { useDelegationAccount } from './delegation-account.ts';
import { onProfileOverlayRequest, type ProfilePanel } from '../lib/profile-overlay.ts';
import { CartDialog } from '../features/cart/components/cart-dialog.tsx';
import { ChestCorner } from '../features/chests/components/chest-button.tsx';
import { JourneyQueue } from '../features/journeys/components/journey-queue.tsx';
import { useSession } from './session/session-provider.tsx';
import { ownProfileQueryOptions, useOwnProfile, withUnsent } from './session/profile-query.ts';
import { readUnsent } from '../lib/kv-unsent.ts';
import { toggleMenu, type MenuOverlay } from './menu-overlay.ts';
import { LiveTown, useInboxButton } from './live-town.tsx';
import { sessionView } from './session/session-model.ts';
import { useToast } from '../components/toasts.tsx';
import { OFFLINE_MESSAGE } from '../lib/network.ts';

// The profile overlay (settings, email, connections and the wallet delegation panel, which carries viem)
// is not part of any first screen: it loads when the main menu opens (the one way to it but the own
// profile page's button, which waits for it) and stays mounted once loaded (issue 18). Offline before it
// ever loaded, asking for it says so and a later ask tries again (React.lazy would keep the failure).
const loadProfileOverlay = () => import('../features/account/profile-overlay.tsx').then((m) => m.ProfileOverlay);
type ProfileOverlayComponent = Awaited<ReturnType<typeof loadProfileOverlay>>;

/**
 * The bottom menu for whoever is looking: the full menu for onboarded users, Home for visitors;
 * and what it opens (the main menu, settings, the cart), one at a time.
 */
export function Menus() {
  const { state, signOut } = useSession();
  const ready = sessionView(state) === 'ready';
  const address = ready ? state.address : null;
  const profile = useOwnProfile(address);
  const slug = profile.data?.onboarded ? profile.data.slug : null;
  const profileId = profile.data?.onboarded ? profile.data.id : null;
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [overlay, setOverlay] = useState<MenuOverlay>('none');
  const [profilePanel, setProfilePanel] = useState<ProfilePanel>('settings');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOverlay('none');
    setProfilePanel('settings');
  }, []);
  const inbox = useInboxButton(profileId, overlay === 'inbox', () => setOverlay('inbox'));
  const cart = useCart(profileId);
  const delegationAccount = useDelegationAccount(address, state.type);
  const [ProfileOverlay, setProfileOverlay] = useState<ProfileOverlayComponent | null>(null);
  const toast = useToast();
  useEffect(() => {
    if (ProfileOverlay || (overlay !== 'menu' && overlay !== 'profile')) return;
    let current = true;
    loadProfileOverlay().then(
      (component) => current && setProfileOverlay(() => component),
      () => {
        if (current && overlay === 'profile') {
          setOverlay('none');
          toast.show(OFFLINE_MESSAGE, 'error');
        }
      },
    );
    return () => {
      current = false;
    };
  }, [overlay, ProfileOverlay, toast]);

  // The own profile page's button opens the profile overlay too.
  useEffect(
    () =>
      onProfileOverlayRequest((panel) => {
        setProfilePanel(panel);
        setOverlay('profile');
      }),
    [],
  );

  // A new page closes whatever was open; reaching /journeys ends the intro's pointing.
  useEffect(() => {
    setOverlay('none');
    if (pathname === PAGES.journeys.path) setIntroMode('off');
  }, [pathname]);

  return (
    <>
      <MainMenu
        open={overlay === 'menu' && Boolean(slug)}
        onClose={close}
        onOpenSettings={() => setOverlay('profile')}
        onSignOut={() => {
          close();
          void signOut();
        }}
        toggleRef={toggleRef}
      />
      {ProfileOverlay && (
        <ProfileOverlay
          open={overlay === 'profile' && Boolean(slug)}
          initialPanel={profilePanel}
          onClose={close}
          profile={profile.data}
          account={delegationAccount}
          onSaved={(saved) => {
            if (address) queryClient.setQueryData(ownProfileQueryOptions(address).queryKey, withUnsent(saved, readUnsent(address)));
          }}
        />
      )}
      <CartDialog open={overlay === 'cart' && Boolean(slug)} onClose={close} />
      <LiveTown viewer={{ wallet: address, profileId, slug: slug ?? null }} inboxOpen={overlay === 'inbox' && Boolean(slug)} onInboxClose={close} />
      <ChestCorner />
      <JourneyQueue />
      <BottomMenu
        slug={slug}
        menuOpen={overlay === 'menu'}
        menuToggleRef={toggleRef}
        onToggleMenu={() => setOverlay(toggleMenu)}
        onOpenCart={() => setOverlay('cart')}
        inbox={inbox}
        cartCount={cart.count}
      />
    </>
  );
}

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { PAGES } from '../../../domain/routes.ts';
import type { LoginType } from '../../../domain/identity.ts';
import { BottomMenu, type BottomMenuProps } from '../components/bottom-menu.tsx';
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
      <WithDelegationAccount address={address} type={state.type}>
        {(account) =>
          ProfileOverlay && (
            <ProfileOverlay
              open={overlay === 'profile' && Boolean(slug)}
              initialPanel={profilePanel}
              onClose={close}
              profile={profile.data}
              account={account}
              onSaved={(saved) => {
                if (address) queryClient.setQueryData(ownProfileQueryOptions(address).queryKey, withUnsent(saved, readUnsent(address)));
              }}
            />
          )
        }
      </WithDelegationAccount>
      <CartDialog open={overlay === 'cart' && Boolean(slug)} onClose={close} />
      <LiveTown viewer={{ wallet: address, profileId, slug: slug ?? null }} inboxOpen={overlay === 'inbox' && Boolean(slug)} onInboxClose={close} />
      <ChestCorner />
      <JourneyQueue />
      <MenuBar
        slug={slug}
        profileId={profileId}
        menuOpen={overlay === 'menu'}
        inboxOpen={overlay === 'inbox'}
        menuToggleRef={toggleRef}
        onToggleMenu={() => setOverlay(toggleMenu)}
        onOpenCart={() => setOverlay('cart')}
        onOpenInbox={() => setOverlay('inbox')}
      />
    </>
  );
}

// The answers below (the inbox, the rewards waiting, the public config) come in after the menus are
// drawn, and TanStack Query hands each to React as an update it draws at once, in one task, never in
// slices. Asked for here, in the components that show them, each redraws only them, not every menu and
// dialog beside them (issue 18: total blocking time).

type MenuBarProps = Omit<BottomMenuProps, 'inbox' | 'cartCount'> & { profileId: number | null; inboxOpen: boolean; onOpenInbox: () => void };

/** The bottom menu with the bell's and the cart's numbers. */
function MenuBar({ profileId, inboxOpen, onOpenInbox, ...props }: MenuBarProps) {
  const inbox = useInboxButton(profileId, inboxOpen, onOpenInbox);
  const cart = useCart(profileId);
  return <BottomMenu {...props} inbox={inbox} cartCount={cart.count} />;
}

/** Draws `children` with the player as the Wallet delegation panel needs them (for the profile overlay). */
function WithDelegationAccount({ address, type, children }: { address: string | null; type: LoginType | null; children: (account: ReturnType<typeof useDelegationAccount>) => ReactNode }) {
  return children(useDelegationAccount(address, type));
}

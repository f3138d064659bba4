import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { BottomMenu } from '../components/bottom-menu.tsx';
import { MainMenu } from '../components/main-menu.tsx';
import { PageWrap } from './page-wrap.tsx';
import { useSession } from './session/session-provider.tsx';
import { useOwnProfile } from './session/profile-query.ts';
import { sessionView } from './session/session-model.ts';

/** The bottom menu for whoever is looking: the full menu for onboarded users, Home for visitors. */
function Menus() {
  const { state, signOut } = useSession();
  const ready = sessionView(state) === 'ready';
  const profile = useOwnProfile(ready ? state.address : null);
  const slug = profile.data?.onboarded ? profile.data.slug : null;
  const [open, setOpen] = useState(false);
  return (
    <>
      <MainMenu open={open && Boolean(slug)} onClose={() => setOpen(false)} onSignOut={() => { setOpen(false); void signOut(); }} />
      <BottomMenu slug={slug} menuOpen={open} onToggleMenu={() => setOpen((o) => !o)} />
    </>
  );
}

/** Signed-in pages: the whole page wrapping, then the page and the bottom menu. */
export function TownLayout() {
  return (
    <PageWrap>
      <Outlet />
      <Menus />
    </PageWrap>
  );
}

/** Public pages (`/{username}`, `/{username}/bag`, `/board`): visible to visitors with only the main menu. */
export function PublicLayout() {
  return (
    <>
      <Outlet />
      <Menus />
    </>
  );
}

/** Bare pages (`/signin/*`, `/fishing/*`, `/pack/success`): no login gate, no menu. */
export function BareLayout() {
  return <Outlet />;
}

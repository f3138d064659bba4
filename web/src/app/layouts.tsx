import { Outlet } from 'react-router-dom';
import { BottomMenu } from '../components/bottom-menu.tsx';
import { PageWrap } from './page-wrap.tsx';

/** Signed-in pages: the whole page wrapping, then the page and the bottom menu. */
export function TownLayout() {
  return (
    <PageWrap>
      <Outlet />
      <BottomMenu />
    </PageWrap>
  );
}

/** Public pages (`/{username}`, `/{username}/bag`, `/board`): visible to visitors with only the main menu. */
export function PublicLayout() {
  return (
    <>
      <Outlet />
      <BottomMenu />
    </>
  );
}

/** Bare pages (`/signin/*`, `/fishing/*`, `/pack/success`): no login gate, no menu. */
export function BareLayout() {
  return <Outlet />;
}

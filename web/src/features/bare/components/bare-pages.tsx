import { Link } from 'react-router-dom';
import { Page } from '../../../components/page.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { DeadEndArt, FishingArt, GateKeyArt } from '../../../components/art/empty-state-art.tsx';

export { PackSuccessPage } from './pack-success.tsx';

/** Other `/signin/*` pages: the authentication client's own sign-in page. */
export function SignInPage() {
  return (
    <Page background="cream" title="Sign in">
      <div className="page__body">
        <EmptyState title="Sign in" art={<GateKeyArt />} action={<Link to="/">Go to the town</Link>}>Sign in from the town's front door.</EmptyState>
      </div>
    </Page>
  );
}

/** `/fishing/*`: the fishing spot, shown bare. */
export function FishingPage() {
  return (
    <Page background="blue" title="Fishing">
      <div className="page__body">
        <EmptyState title="The fishing spot" art={<FishingArt />} action={<Link to="/">Back to town</Link>}>The pond is quiet today.</EmptyState>
      </div>
    </Page>
  );
}

/** Any path that is not a page of the town. */
export function NotFoundPage() {
  return (
    <Page background="green" title="Not found">
      <div className="page__body">
        <EmptyState title="This path leads nowhere" art={<DeadEndArt />} action={<Link to="/">Back to town</Link>}>
          There is no such place in Sapphire Town.
        </EmptyState>
      </div>
    </Page>
  );
}

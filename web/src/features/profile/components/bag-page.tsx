import { Link, useParams } from 'react-router-dom';
import { BAG_BACKGROUND } from '../../../../../domain/routes.ts';
import { Page } from '../../../components/page.tsx';
import { PleaseWait } from '../../../components/please-wait.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageUnreachable } from '../../../components/page-unreachable.tsx';
import { useMe } from '../../../lib/me.ts';
import { useBag } from '../api/get-bag.ts';
import { UnknownUser } from './unknown-user.tsx';
import { BagGrid } from './bag-grid.tsx';
import './bag-page.css';

/** A player's bag (`/{username}/bag`), visible without signing in: every wearable they hold. */
export function BagPage() {
  const { username = '' } = useParams();
  const bag = useBag(username);
  const me = useMe();
  if (bag.isPending) return <PleaseWait />;
  if (bag.isError) return <PageUnreachable error={bag.error} background={BAG_BACKGROUND} onRetry={() => void bag.refetch()} />;
  if (!bag.data) return <UnknownUser username={username} background={BAG_BACKGROUND} />;
  const data = bag.data;
  const own = me !== null && me.slug.toLowerCase() === data.slug.toLowerCase();
  return (
    <Page background={BAG_BACKGROUND} title={`${data.username}'s bag`}>
      <header className="page__header">
        <h1 className="page__title">{data.username}'s bag</h1>
        <p className="page__lead">
          {data.items.length === 1 ? 'One wearable' : `${data.items.length} wearables`} collected around Sapphire Town.
        </p>
      </header>
      <div className="page__body bag-page__body">
        {data.items.length > 0 ? (
          <BagGrid items={data.items} />
        ) : (
          <EmptyState title="Nothing in this bag yet" action={<Link to={`/${data.slug}`}>Back to {data.username}</Link>}>
            Wearables that {data.username} collects will show up here.
          </EmptyState>
        )}
        <nav className="bag-page__links" aria-label="Bag links">
          <Link className="bag-page__link" to={`/${data.slug}`}>
            Back to {own ? 'your profile' : data.username}
          </Link>
          {own ? (
            <Link className="button button--primary button--md" to={`/${data.slug}/customise`}>
              Customise
            </Link>
          ) : null}
        </nav>
      </div>
    </Page>
  );
}

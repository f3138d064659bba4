import { Link, useParams } from 'react-router-dom';
import { BAG_BACKGROUND } from '../../../../../domain/routes.ts';
import { Page } from '../../../components/page.tsx';
import { PleaseWait } from '../../../components/please-wait.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useUser } from '../api/get-user.ts';
import { UnknownUser } from './unknown-user.tsx';

/** A player's bag (`/{username}/bag`), visible without signing in. */
export function BagPage() {
  const { username = '' } = useParams();
  const user = useUser(username);
  if (user.isPending) return <PleaseWait />;
  if (!user.data) return <UnknownUser username={username} background={BAG_BACKGROUND} />;
  const { data } = user;
  return (
    <Page background={BAG_BACKGROUND} title={`${data.username}'s bag`}>
      <header className="page__header">
        <h1 className="page__title">{data.username}'s bag</h1>
      </header>
      <div className="page__body">
        <EmptyState title="Nothing in this bag yet" action={<Link to={`/${data.slug}`}>Back to {data.username}</Link>}>
          Wearables that {data.username} collects will show up here.
        </EmptyState>
      </div>
    </Page>
  );
}

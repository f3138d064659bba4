import { Link, useParams } from 'react-router-dom';
import { PROFILE_BACKGROUND } from '../../../../../domain/routes.ts';
import { Page } from '../../../components/page.tsx';
import { PleaseWait } from '../../../components/please-wait.tsx';
import { useUser } from '../api/get-user.ts';
import { UnknownUser } from './unknown-user.tsx';

/** Public profile (`/{username}`), visible without signing in. */
export function ProfilePage() {
  const { username = '' } = useParams();
  const user = useUser(username);
  if (user.isPending) return <PleaseWait />;
  if (!user.data) return <UnknownUser username={username} background={PROFILE_BACKGROUND} />;
  const { data } = user;
  return (
    <Page background={PROFILE_BACKGROUND} title={data.username}>
      <header className="page__header">
        <h1 className="page__title">{data.username}</h1>
        <p className="page__lead">Explorer of Sapphire Town</p>
      </header>
      <div className="page__body">
        <section className="card">
          <h2>Explorer</h2>
          <p>Avatar #{data.avatar_token_id ?? '—'}</p>
          <Link to={`/${data.slug}/bag`}>Open {data.username}'s bag</Link>
        </section>
      </div>
    </Page>
  );
}

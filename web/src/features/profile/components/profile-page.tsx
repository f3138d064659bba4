import { Link, useParams } from 'react-router-dom';
import { PROFILE_BACKGROUND } from '../../../../../domain/routes.ts';
import { Page } from '../../../components/page.tsx';
import { PleaseWait } from '../../../components/please-wait.tsx';
import { useUser } from '../api/get-user.ts';
import { UnknownUser } from './unknown-user.tsx';
import { GemShape } from '../../../components/art/gem-shape.tsx';
import { BagIcon } from '../../../components/art/icons.tsx';
import './profile-page.css';

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
        <section className="card profile-card" aria-label={`${data.username}'s explorer`}>
          <div className="profile-card__portrait">
            <svg viewBox="0 0 100 100" aria-hidden="true">
              <GemShape x={0} y={0} size={100} />
            </svg>
          </div>
          <ul className="profile-card__facts">
            <li>Explorer #{data.avatar_token_id ?? '—'}</li>
          </ul>
          <Link className="profile-card__bag" to={`/${data.slug}/bag`}>
            <BagIcon /> Open {data.username}'s bag
          </Link>
        </section>
      </div>
    </Page>
  );
}

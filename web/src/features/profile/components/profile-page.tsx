import { Link, useParams } from 'react-router-dom';
import { PROFILE_BACKGROUND } from '../../../../../domain/routes.ts';
import { profilePictureOf } from '../../../../../domain/profile-picture.ts';
import { Page } from '../../../components/page.tsx';
import { PleaseWait } from '../../../components/please-wait.tsx';
import { useMe } from '../../../lib/me.ts';
import { useUser } from '../api/get-user.ts';
import { useBag } from '../api/get-bag.ts';
import { coolScoreOf } from '../cool-score.ts';
import { ScoreBreakdown } from './score-breakdown.tsx';
import { UnknownUser } from './unknown-user.tsx';
import { PageUnreachable } from '../../../components/page-unreachable.tsx';
import { SidekxSlots } from './sidekx-slots.tsx';
import { ProfilePicture } from './profile-picture.tsx';
import { heldInVault } from '../../../lib/vault-held.ts';
import { AvatarShelf } from './avatar-shelf.tsx';
import { BagIcon, CogIcon } from '../../../components/art/icons.tsx';
import { openProfileOverlay } from '../../../lib/profile-overlay.ts';
import './profile-page.css';

/** Public profile (`/{username}`), visible without signing in; the player's own shows "Customise". */
export function ProfilePage() {
  const { username = '' } = useParams();
  const user = useUser(username);
  const bag = useBag(username);
  const me = useMe();
  if (user.isPending) return <PleaseWait />;
  if (user.isError) return <PageUnreachable error={user.error} background={PROFILE_BACKGROUND} onRetry={() => void user.refetch()} />;
  if (!user.data) return <UnknownUser username={username} background={PROFILE_BACKGROUND} />;
  const { data } = user;
  const own = me !== null && me.slug.toLowerCase() === data.slug.toLowerCase();
  const avatars = bag.data?.avatars ?? [];
  // The vault's avatars lent to a delegate are on the shelf, but the picture is the player's own.
  const ownAvatars = avatars.filter((a) => !heldInVault(a));
  const picture = profilePictureOf(data, ownAvatars);
  const cool = coolScoreOf(data);
  return (
    <Page background={PROFILE_BACKGROUND} title={data.username}>
      <header className="page__header">
        <h1 className="page__title">{data.username}</h1>
        <p className="page__lead">Explorer of Sapphire Town</p>
      </header>
      <div className="page__body profile-page__body">
        <section className="card profile-card" aria-label={`${data.username}'s profile picture`}>
          {/* Until the bag says which avatar is the picture, its empty frame holds the place: asking for the
              explorer first would fetch a second picture (the server preloads the right one, issue 18). */}
          {bag.isPending ? (
            <div className="profile-picture" aria-hidden="true" />
          ) : picture ? (
            <ProfilePicture image={picture.image} alt={picture.alt} />
          ) : null}
          {cool ? (
            <ul className="profile-card__facts" aria-label="Cool score">
              <li>Cool score {cool.score}</li>
              {cool.rank !== null ? <li>Rank #{cool.rank}</li> : null}
            </ul>
          ) : null}
          {data.coolscore ? <ScoreBreakdown coolscore={data.coolscore} /> : null}
          <div className="profile-card__actions">
            {own ? (
              <>
                <Link className="button button--primary button--lg" to={`/${data.slug}/customise`}>
                  Customise
                </Link>
                <button type="button" className="button button--secondary button--md" aria-haspopup="dialog" onClick={() => openProfileOverlay()}>
                  <CogIcon size={20} /> Settings
                </button>
              </>
            ) : null}
            <Link className="profile-card__bag" to={`/${data.slug}/bag`}>
              <BagIcon /> Open {own ? 'your' : `${data.username}'s`} bag
            </Link>
          </div>
        </section>
        {avatars.length > 0 ? <AvatarShelf avatars={avatars} username={data.username} /> : null}
        <SidekxSlots slug={data.slug} />
      </div>
    </Page>
  );
}

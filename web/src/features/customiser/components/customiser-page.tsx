import { Link, Navigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Page } from '../../../components/page.tsx';
import { PleaseWait } from '../../../components/please-wait.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { useMe } from '../../../lib/me.ts';
import { bumpAvatarImage } from '../../../lib/avatar-image.ts';
import { bootstrapQueryOptions, useBootstrap, type Bootstrap } from '../../../lib/bootstrap-query.ts';
import { userQueryKey } from '../../../lib/query-keys.ts';
import { writeAnswer } from '../../../lib/write-answer.ts';
import { useSaveAvatar } from '../api/save-avatar.ts';
import { firstAvatar, type Draft } from '../customiser-model.ts';
import { Customiser } from './customiser.tsx';
import './customiser.css';

/** Where the page lives: the boutique's fitting room, so its cream. */
const BACKGROUND = 'cream';

/**
 * `/{username}/customise`: the signed-in player's own customiser. Another player's slug goes to that
 * player's public profile instead.
 */
export function CustomiserPage() {
  const { username = '' } = useParams();
  const me = useMe();
  const bootstrap = useBootstrap(me?.profileId ?? null);
  const queryClient = useQueryClient();
  const saveAvatar = useSaveAvatar();

  if (!me) return <PleaseWait />;
  if (username.toLowerCase() !== me.slug.toLowerCase()) return <Navigate to={`/${username}`} replace />;
  if (bootstrap.isError) return <ErrorScreen />;
  if (!bootstrap.data) return <PleaseWait text="Opening the wardrobe…" />;

  const { avatars, items } = bootstrap.data;
  const first = firstAvatar(avatars);
  const key = bootstrapQueryOptions(me.profileId).queryKey;

  const save = async (draft: Draft) => {
    const result = await saveAvatar.mutateAsync(draft);
    bumpAvatarImage(result.avatar.image);
    // The answer is the truth now: the avatar (the only profile picture) and its items, not undone by a
    // fetch of the bootstrap already on its way (lib/write-answer.ts).
    await writeAnswer(queryClient, key, (old: Bootstrap | undefined) => (old ? mergeSaved(old, result.avatar, result.items) : old));
    void queryClient.invalidateQueries({ queryKey: userQueryKey(me.slug) });
    return result.avatar;
  };

  return (
    <Page background={BACKGROUND} title="Customise" className="customiser-page">
      <header className="page__header">
        <h1 className="page__title">Customise your avatar</h1>
        <p className="page__lead">Try things on, pick a view, and save the look you love.</p>
      </header>
      <div className="page__body customiser-page__body">
        {first ? (
          <Customiser username={me.username} slug={me.slug} avatars={avatars} items={items} first={first} save={save} saving={saveAvatar.isPending} />
        ) : (
          <EmptyState title="No avatars yet" action={<Link to="/">Back to town</Link>}>
            Your explorer is still on the way. Come back in a moment.
          </EmptyState>
        )}
      </div>
    </Page>
  );
}

/** The bootstrap data with a save's answer written in. */
function mergeSaved(old: Bootstrap, avatar: Bootstrap['avatars'][number], items: Bootstrap['items']): Bootstrap {
  const fresh = new Map(items.map((i) => [i.id, i]));
  return {
    avatars: old.avatars.map((a) => (a.id === avatar.id ? avatar : { ...a, pfp: false })),
    items: old.items.map((i) => fresh.get(i.id) ?? { ...i, equipped: i.equipped.filter((id) => id !== avatar.id) }),
  };
}

import { useReducer } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { PAGES } from '../../../../../domain/routes.ts';
import { useMe } from '../../../lib/me.ts';
import { QUERY_KEYS, userQueryKey } from '../../../lib/query-keys.ts';
import { writeAnswer } from '../../../lib/write-answer.ts';
import { chestsQueryOptions, useChests, type Chest } from '../api/get-chests.ts';
import { useOpenChest, type OpenedItem } from '../api/open-chest.ts';
import { emptyPack, packReducer, type PackState } from '../pack-state.ts';
import { ChestArt } from '../../../components/art/chest-art.tsx';
import { ChestOverlay } from './chest-overlay.tsx';
import './chest-button.css';

const initialPack: PackState<OpenedItem> = { ...emptyPack, items: [] };

/**
 * For a signed-in player with unopened chests: a button inviting them to open one, and the reveal
 * overlay that follows. Closing the pack screen clears it and refreshes the bag and wearables.
 */
export function ChestCorner() {
  const me = useMe();
  const profileId = me?.profileId ?? null;
  const chests = useChests(profileId);
  const openChest = useOpenChest();
  const queryClient = useQueryClient();
  const [pack, dispatch] = useReducer(packReducer<OpenedItem>, initialPack);
  const { pathname } = useLocation();
  // Over the town's scenery the invitation keeps its words; over a page of content it shrinks on phones.
  const overTown = pathname === PAGES.home.path || pathname === PAGES.imx.path;
  if (!me || profileId === null) return null;

  const key = chestsQueryOptions(profileId).queryKey;
  const waiting = chests.data ?? [];
  const next = waiting[0];
  const showing = pack.opening || pack.chest !== null;

  const start = (chest: Chest) => {
    dispatch({ type: 'open' });
    openChest.mutate(chest.id, {
      onSuccess: async ({ chest: opened, items }) => {
        dispatch({ type: 'insert', chest: opened, items });
        // Not undone by a fetch of the list already on its way (lib/write-answer.ts); closing the pack asks again.
        await writeAnswer(queryClient, key, (old) => old?.filter((c) => c.id !== opened.id));
      },
      onError: () => {
        dispatch({ type: 'failed' });
        void queryClient.invalidateQueries({ queryKey: key });
      },
    });
  };

  const close = () => {
    dispatch({ type: 'close' });
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.bootstrap });
    void queryClient.invalidateQueries({ queryKey: userQueryKey(me.slug) });
  };

  return (
    <>
      {next && !showing ? (
        <button type="button" className={`chest-button${overTown ? '' : ' chest-button--compact'}`} onClick={() => start(next)}>
          <ChestArt className="chest-button__art" />
          <span className="chest-button__text">Open your chest!</span>
          {waiting.length > 1 ? (
            <span className="chest-button__count">
              <span aria-hidden="true">{waiting.length}</span>
              <span className="visually-hidden">{waiting.length} chests</span>
            </span>
          ) : null}
        </button>
      ) : null}
      <ChestOverlay
        open={showing}
        chestName={pack.chest?.name ?? next?.name ?? 'Your chest'}
        items={pack.chest ? pack.items : null}
        slug={me.slug}
        onClose={close}
      />
    </>
  );
}

import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { KvValue } from '../../../domain/kv-entries.ts';
import type { KvKey } from '../../../domain/progress.ts';
import { api } from '../lib/api.ts';
import { ApiError, isNetworkError, unwrap } from '../lib/http.ts';
import { isOffline, subscribe } from '../lib/network.ts';
import { KvBatcher, type KvEntry } from '../lib/kv-batcher.ts';
import { readUnsent, writeUnsent } from '../lib/kv-unsent.ts';
import { MeContext, type Me } from '../lib/me.ts';
import { useSession } from './session/session-provider.tsx';
import { mergeData, ownProfileQueryOptions, useOwnProfile } from './session/profile-query.ts';
import { sessionView } from './session/session-model.ts';
import { useAvatarBootstrap } from './avatar-bootstrap.ts';
import { ErrorScreen } from '../components/error-screen.tsx';

/** Provides `useMe()`: the onboarded player, their progress values and batched key/value saving. */
export function MeProvider({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const address = sessionView(state) === 'ready' ? state.address : null;
  const profile = useOwnProfile(address);
  const queryClient = useQueryClient();
  const token = useRef(state.token);
  token.current = state.token;

  const batcher = useMemo(() => {
    if (!address) return null;
    const key = ownProfileQueryOptions(address).queryKey;
    const write = (entries: KvEntry[]) =>
      queryClient.setQueryData(key, (old) => (old ? { ...old, data: mergeData(old.data, entries) } : old));
    return {
      write,
      batcher: new KvBatcher({
        send: async (entries) => (await unwrap(api.profile.kv.$post({ json: entries }))).data as KvEntry[],
        onStored: write,
        // A rejected batch (4xx) would be rejected again; the server's values are the truth.
        retryable: (error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        // Offline, clicks wait (however long) and go out when the network returns (lib/network.ts).
        patient: isNetworkError,
        onFailed: () => void queryClient.invalidateQueries({ queryKey: key }),
        // Kept through a reload or a crash, and sent again by the next load (below).
        onUnsent: (entries) => writeUnsent(address, entries),
      }),
    };
  }, [address, queryClient]);

  // What an earlier load of this tab left unconfirmed (a save in flight as it reloaded, clicks queued
  // offline) goes out again; the profile already shows it (getOwnProfile).
  useEffect(() => {
    if (!batcher || !address) return;
    const unsent = readUnsent(address);
    if (unsent.length > 0) void batcher.batcher.save(unsent);
  }, [batcher, address]);

  useEffect(() => {
    if (!batcher) return;
    return subscribe(() => {
      if (!isOffline()) void batcher.batcher.flush();
    });
  }, [batcher]);

  // Whatever is not yet stored, queued or in flight, goes out as the page is hidden or closed: a batch in
  // flight may be cut off by the unload. The queue keeps it too, for a page that is only hidden.
  useEffect(() => {
    if (!batcher) return;
    const sendNow = () => {
      const entries = batcher.batcher.unsent();
      if (entries.length === 0 || !token.current) return;
      void fetch('/api/profile/kv', {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token.current}` },
        body: JSON.stringify(entries),
      }).catch(() => {});
    };
    const onHide = () => document.visibilityState === 'hidden' && sendNow();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', sendNow);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', sendNow);
      void batcher.batcher.flush();
      batcher.batcher.dispose();
    };
  }, [batcher]);

  const data = profile.data;
  const boot = useAvatarBootstrap(data?.onboarded ? data.id : null);
  const me = useMemo<Me | null>(() => {
    if (!data?.onboarded || !batcher) return null;
    const values: Partial<Record<KvKey, KvValue>> = {};
    for (const entry of data.data) values[entry.key as KvKey] = entry.value;
    return {
      profileId: data.id,
      username: data.username ?? '',
      slug: data.slug ?? '',
      values,
      set: (key, value) => {
        batcher.write([{ key, value }]);
        batcher.batcher.set(key, value);
      },
      save: (entries) => {
        batcher.write(entries);
        return batcher.batcher.save(entries);
      },
      remember: batcher.write,
    };
    // Not the bootstrap's answer: nothing reads it from here, and a new `me` draws again every screen
    // that reads the player (every journey card's tasks), in one urgent render (issue 18).
  }, [data, batcher]);

  if (boot.failed) return <ErrorScreen />;
  return <MeContext.Provider value={me}>{children}</MeContext.Provider>;
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useToast } from '../../../components/toasts.tsx';
import { softDisabled } from '../../../lib/soft-disabled.ts';
import { CONNECTIONS_KEY, connectionsQueryOptions, providersQueryOptions, unlink } from './connections-api.ts';
import { isLinkMessage, LINK_CHANNEL, linkOutcomeText, type LinkMessage } from './link-messages.ts';
import { PROVIDERS, type ProviderId } from './providers.ts';
import { ProviderMark } from './provider-mark.tsx';
import './connections-panel.css';

/** The tag a link made from this grid carries (SPEC: `/signin/provider/{provider}?t=<tag>`). */
const TAG = 'profile';
const labelOf = (id: string | null) => PROVIDERS.find((p) => p.id === id)?.label ?? 'The account';

/** Providers whose popup this tab opened and has not heard back from. */
const awaited = new Set<string>();

/** Opens the 400x450 link popup; must run inside the click so the browser allows it. */
function openPopup(provider: ProviderId) {
  awaited.add(provider);
  const left = Math.max(0, window.screenX + (window.outerWidth - 400) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - 450) / 2);
  return window.open(`/signin/provider/${provider}?t=${TAG}`, `connect-${provider}`, `popup,width=400,height=450,left=${left},top=${top}`);
}

/**
 * Panel 2 of the profile overlay: a grid of the seven connection buttons (SPEC section 2). Connect opens the
 * provider's popup, which tells this page when it is done, so the grid updates without a reload.
 * A provider without settings on this server shows disabled, saying so.
 */
export function ConnectionsPanel() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const providers = useQuery(providersQueryOptions());
  const own = useQuery(connectionsQueryOptions());
  const configured = new Set(providers.data ?? []);
  const linked = new Map((own.data?.connections ?? []).map((c) => [c.provider, c]));

  useEffect(() => {
    const seen = new Set<string>();
    // Any site can open the popup's last page (`?linked=1`, `?error=…`), so the message is a hint: the
    // list is fetched again, a link is told once that list shows it, and a refusal only in the tab that
    // opened a popup for that provider.
    const onResult = async (message: LinkMessage) => {
      if (seen.has(message.id)) return;
      seen.add(message.id);
      const mine = message.provider !== null && awaited.delete(message.provider);
      await queryClient.invalidateQueries({ queryKey: CONNECTIONS_KEY });
      const text = linkOutcomeText(message.result, labelOf(message.provider));
      if (message.result !== 'linked') {
        if (mine) toast.show(text, 'error');
        return;
      }
      const fresh = queryClient.getQueryData(connectionsQueryOptions().queryKey);
      if (fresh?.connections.some((c) => c.provider === message.provider)) toast.show(text, 'success');
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && isLinkMessage(event.data)) void onResult(event.data);
    };
    window.addEventListener('message', onMessage);
    // A popup that lost its opener (some browsers cut it after the provider's pages) still reaches us here.
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(LINK_CHANNEL);
    if (channel) {
      channel.onmessage = (event) => {
        if (isLinkMessage(event.data)) void onResult(event.data);
      };
    }
    return () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
    };
  }, [queryClient, toast]);

  const remove = useMutation({
    mutationFn: (provider: string) => unlink(provider, own.data?.wallet ?? ''),
    onSuccess: (_, provider) => {
      toast.show(`${labelOf(provider)} unlinked`, 'success');
      return queryClient.invalidateQueries({ queryKey: CONNECTIONS_KEY });
    },
  });

  return (
    <section className="connections" aria-labelledby="connections-title">
      <h2 id="connections-title" className="connections__title">
        Connections
      </h2>
      <p className="connections__intro">Link your social accounts to your explorer. Each opens a small window to sign in there.</p>
      <ul className="connections__grid" aria-busy={providers.isPending || own.isPending}>
        {PROVIDERS.map((p) => {
          const link = linked.get(p.id);
          const ready = configured.has(p.id);
          const state = link ? `Linked as ${link.name}` : ready ? 'Not linked' : 'Not configured on this server';
          return (
            <li key={p.id} className={`connections__item${link ? ' connections__item--linked' : ''}${!ready && !link ? ' connections__item--off' : ''}`} data-provider={p.id}>
              <ProviderMark provider={p.id} />
              <span className="connections__name">{p.label}</span>
              <span className="connections__state">{state}</span>
              {link ? (
                <button type="button" className="connections__button" {...softDisabled(remove.isPending, () => remove.mutate(p.id))} aria-label={`Unlink ${p.label}`}>
                  Unlink
                </button>
              ) : (
                <button type="button" className="connections__button connections__button--connect" disabled={!ready || own.isPending} onClick={() => openPopup(p.id)} aria-label={`Connect ${p.label}`} title={ready ? undefined : 'Not configured on this server'}>
                  Connect
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The browser's real-time client, loaded after the first screen (issue 18): the socket code and the
 * schemas every frame is checked against (domain/realtime.ts, with zod) cost the first load some 20 KB
 * and, more, their start-up work while the page is being drawn. The provider (realtime-provider.tsx)
 * imports this module once the page is up.
 */
import { PUBLIC_CHANNELS, privateChannel } from '../../../domain/realtime-names.ts';
import { RealtimeClient } from './realtime-channels.ts';

/** The channels a tab follows: the town's public feed for everyone; the rest once signed in. */
export function channelsFor(wallet: string | null): string[] {
  if (!wallet) return ['sapphiretown'];
  const own = wallet.toLowerCase();
  return [...PUBLIC_CHANNELS, privateChannel.rewards(own), privateChannel.avatars(own)];
}

/** `/ws` on the page's own origin (the server checks the Origin). */
function socketUrl(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

export function browserClient(): RealtimeClient {
  return new RealtimeClient({
    url: socketUrl(),
    createSocket: (url) => new WebSocket(url),
    clock: { setTimeout: (run, ms) => window.setTimeout(run, ms), clearTimeout: (id) => window.clearTimeout(id as number) },
  });
}

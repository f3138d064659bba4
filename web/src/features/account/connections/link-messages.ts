/** What a link popup tells the page that opened it (postMessage and BroadcastChannel). */
export interface LinkMessage {
  type: 'sapphire-town-connection';
  provider: string | null;
  /** 'linked', or the refusal's code (AlreadyLinked, SessionRequired, or Auth.js's error type). */
  result: string;
  /** The same message arrives twice (opener and channel): this tells them apart. */
  id: string;
}

export const LINK_CHANNEL = 'sapphire-town-connections';

export const isLinkMessage = (data: unknown): data is LinkMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'sapphire-town-connection' && typeof (data as { result?: unknown }).result === 'string' && typeof (data as { id?: unknown }).id === 'string';

/** The words a player sees for a link's outcome. */
export function linkOutcomeText(result: string, label: string): string {
  switch (result) {
    case 'linked':
      return `${label} linked`;
    case 'AlreadyLinked':
      return `That ${label} account is already linked to another explorer.`;
    case 'SessionRequired':
      return 'Sign in to the town first, then link again.';
    case 'Closed':
      return `${label} was not linked: the window closed first.`;
    default:
      return `${label} could not be linked. Please try again.`;
  }
}

/** Tells the opener (same origin only) and any other tab of the town, then closes the popup. */
export function tellOpener(message: Omit<LinkMessage, 'type' | 'id'>): void {
  const full: LinkMessage = { type: 'sapphire-town-connection', id: crypto.randomUUID(), ...message };
  window.opener?.postMessage(full, window.location.origin);
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(LINK_CHANNEL);
    channel.postMessage(full);
    channel.close();
  }
}

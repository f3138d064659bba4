/** The seven social providers a player can link (SPEC section 3 "connections"), in the grid's order. */
export const PROVIDERS = [
  { id: 'google', label: 'Google' },
  { id: 'google2', label: 'Google (second)' },
  { id: 'twitter', label: 'X (Twitter)' },
  { id: 'discord', label: 'Discord' },
  { id: 'twitch', label: 'Twitch' },
  { id: 'imx', label: 'Immutable X' },
  { id: 'instagram', label: 'Instagram' },
] as const;

export type ProviderId = (typeof PROVIDERS)[number]['id'];

/** A linked account as the own profile carries it. */
export interface Connection {
  provider: string;
  accountId: string;
  name: string;
  tag: string | null;
  linkedAt: string;
}

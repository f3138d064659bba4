/** Identity constants: login types, statuses, providers, validation limits. */
export const LOGIN_TYPES = ['magic', 'metamask', 'coinbase', 'walletconnect', 'injected', 'imx', 'google'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export const SESSION_STATUS = ['NONE', 'LOGGED_OUT', 'USER_DATA_SYNC', 'AUTH_REQUIRED'] as const;
export type SessionStatus = (typeof SESSION_STATUS)[number];

export const SOCIAL_PROVIDERS = ['google', 'google2', 'twitter', 'discord', 'twitch', 'imx', 'instagram'] as const;

export const USERNAME_MIN = 4;
export const MINIMUM_AGE = 13;
export const EMAIL_MIN_LENGTH = 10;

/** The welcome line of the sign-in message; the address line follows it lower-cased. */
export const WELCOME_TEMPLATE = 'Welcome to Sapphire Town!\n\nAddress: :address';
export function welcomeMessage(address: string): string {
  return WELCOME_TEMPLATE.replace(':address', address.toLowerCase());
}

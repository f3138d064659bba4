/**
 * Social providers a player can link (SPEC section 3 "connections") and their settings, in Auth.js's
 * naming: AUTH_<PROVIDER>_ID and AUTH_<PROVIDER>_SECRET, plus AUTH_<PROVIDER>_ISSUER for the OpenID
 * Connect ones (google and google2 default to Google's issuer; imx has none and needs one).
 */
export const SOCIAL_PROVIDERS = ['google', 'google2', 'twitter', 'discord', 'twitch', 'imx', 'instagram'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const OIDC_PROVIDERS: readonly SocialProvider[] = ['google', 'google2', 'imx'];

export interface ProviderSetting {
  id: SocialProvider;
  clientId: string;
  clientSecret: string;
  issuer?: string;
  /**
   * Never from the environment: a test's OAuth 2.0 server standing in for an OAuth-only provider's own
   * endpoints (Auth.js lets them be set); the provider's profile mapping stays its own.
   */
  endpoints?: { issuer: string; authorization: string; token: string; userinfo: string; scope: string };
}

export const isSocialProvider = (id: string): id is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(id);

/** The configured providers, and one problem line per incomplete or bad setting. */
export function providerSettingsOf(source: Record<string, string | undefined>): { settings: ProviderSetting[]; problems: string[] } {
  const settings: ProviderSetting[] = [];
  const problems: string[] = [];
  for (const id of SOCIAL_PROVIDERS) {
    const key = `AUTH_${id.toUpperCase()}`;
    const clientId = source[`${key}_ID`]?.trim();
    const clientSecret = source[`${key}_SECRET`]?.trim();
    const issuer = source[`${key}_ISSUER`]?.trim() || undefined;
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret) {
      problems.push(`${key}_${clientId ? 'SECRET' : 'ID'}: is required with ${key}_${clientId ? 'ID' : 'SECRET'}`);
      continue;
    }
    if (issuer && !OIDC_PROVIDERS.includes(id)) problems.push(`${key}_ISSUER: only google, google2 and imx take an issuer`);
    else if (issuer && !/^https?:\/\/[^\s]+$/.test(issuer)) problems.push(`${key}_ISSUER: must be an http(s) URL`);
    else if (id === 'imx' && !issuer) problems.push(`${key}_ISSUER: is required with ${key}_ID (imx has no default issuer)`);
    else settings.push({ id, clientId, clientSecret, ...(issuer ? { issuer } : {}) });
  }
  return { settings, problems };
}

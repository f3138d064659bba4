import { expect, test } from 'bun:test';
import { EnvError, parseEnv } from '../env.ts';
import { createTestApp } from '../../test/app.ts';
import { providerSettingsOf } from './provider-settings.ts';

test('AUTH_<PROVIDER>_ID/_SECRET/_ISSUER: complete settings only; an issuer only for google, google2 and imx; imx needs one', () => {
  expect(providerSettingsOf({}).settings).toEqual([]);
  const { settings, problems } = providerSettingsOf({
    AUTH_GOOGLE_ID: 'g',
    AUTH_GOOGLE_SECRET: 's',
    AUTH_DISCORD_ID: ' d ',
    AUTH_DISCORD_SECRET: 's',
    AUTH_TWITCH_ID: 't',
    AUTH_IMX_ID: 'i',
    AUTH_IMX_SECRET: 's',
    AUTH_TWITTER_ID: 'x',
    AUTH_TWITTER_SECRET: 's',
    AUTH_TWITTER_ISSUER: 'https://example.com',
    AUTH_GOOGLE2_ID: 'g2',
    AUTH_GOOGLE2_SECRET: 's',
    AUTH_GOOGLE2_ISSUER: 'not a url',
  });
  expect(settings).toEqual([
    { id: 'google', clientId: 'g', clientSecret: 's' },
    { id: 'discord', clientId: 'd', clientSecret: 's' },
  ]);
  expect(problems).toEqual([
    'AUTH_GOOGLE2_ISSUER: must be an http(s) URL',
    'AUTH_TWITTER_ISSUER: only google, google2 and imx take an issuer',
    'AUTH_TWITCH_SECRET: is required with AUTH_TWITCH_ID',
    'AUTH_IMX_ISSUER: is required with AUTH_IMX_ID (imx has no default issuer)',
  ]);
  expect(() => parseEnv({ AUTH_TWITCH_ID: 't' })).toThrow(EnvError);
});

test('all seven configured: Auth.js takes the configuration and lists them', async () => {
  const env: Record<string, string> = {};
  for (const id of ['GOOGLE', 'GOOGLE2', 'TWITTER', 'DISCORD', 'TWITCH', 'IMX', 'INSTAGRAM']) {
    env[`AUTH_${id}_ID`] = `${id.toLowerCase()}-client`;
    env[`AUTH_${id}_SECRET`] = 'secret';
  }
  env.AUTH_IMX_ISSUER = 'https://auth.example.com';
  const t = await createTestApp({}, env);
  try {
    const providers = (await (await t.app.request('/api/auth/providers')).json()) as Record<string, { name: string; callbackUrl: string }>;
    expect(Object.keys(providers)).toEqual(['google', 'google2', 'twitter', 'discord', 'twitch', 'imx', 'instagram']);
    expect(providers.google2).toMatchObject({ name: 'Google (second)', callbackUrl: 'http://localhost/api/auth/callback/google2' });
  } finally {
    await t.close();
  }
});

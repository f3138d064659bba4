/** Test helpers for the wearable routes: a real app with its own cache folder and registered players. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedTraits } from '../../db/catalogue/seed-traits.ts';
import { createTestApp } from './app.ts';
import { bodyOf, client } from './client.ts';
import { registration, walletSignIn } from './sign-in.ts';

/** A test app over a fresh database with the trait catalogue; images are cached in a throw-away folder. */
export async function wearablesTestApp() {
  const dataDir = mkdtempSync(join(tmpdir(), 'st-wearables-'));
  const t = await createTestApp({}, { DATA_DIR: dataDir });
  await seedTraits(t.deps.database.db);
  return {
    ...t,
    db: t.deps.database.db,
    close: async () => {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type App = Awaited<ReturnType<typeof wearablesTestApp>>['app'];

/** A signed-in player who finished registration with explorer `explorer`. */
export async function registeredPlayer(app: App, explorer = 10000) {
  const signedIn = await walletSignIn(app);
  const form = registration(signedIn.wallet, { sapphire_town_explorer_token_id: explorer });
  const profile = await bodyOf(await client(app, signedIn.token).api.profile.register.$post({ json: form }), 201);
  // Registration gives every explorer an avatar token.
  if (profile.avatar_token_id === null) throw new Error(`registered without an avatar token: ${JSON.stringify(profile)}`);
  return { ...signedIn, id: profile.id, avatarTokenId: profile.avatar_token_id, slug: profile.slug, username: profile.username, email: profile.email };
}

export const authed = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
/** The `{ error }` every refusal answers (STYLE rule 4), from a plain or a typed-client response. */
export const errorOf = async (res: { json(): Promise<unknown> }) => ((await res.json()) as { error: string }).error;

/** `GET /api/config`: the server's public settings for the web (env.ts publicConfig); they change only on deploy. */
import { Hono } from 'hono';
import { z } from 'zod';
import { publicConfig, type Env } from '../../env.ts';
import { describe } from '../../http/describe.ts';

const configSchema = z.object({
  publicUrl: z.string(),
  walletConnectProjectId: z.string().nullable(),
  magicPublishableKey: z.string().nullable(),
  devOutbox: z.boolean().meta({ description: 'Sign-in codes are kept at GET /api/dev/outbox' }),
  rpcUrls: z.array(z.string()).meta({ description: "JSON-RPC nodes the web's wallet client may use on mainnet (PUBLIC_RPC_URLS)" }),
  delegateRegistry: z.string().nullable().meta({ description: 'The delegate.xyz v2 registry whose delegations count as links, or null' }),
  externalLinks: z.array(z.object({ key: z.enum(['collection-1', 'collection-2', 'kx', 'web']), label: z.string(), url: z.string().nullable() })),
});

export function configRoutes(env: Env) {
  return new Hono().get(
    '/',
    describe({ tag: 'Operations', summary: "The server's public settings: what the web app needs to start", access: 'public', responses: { 200: configSchema } }),
    (c) => c.json(publicConfig(env), 200),
  );
}

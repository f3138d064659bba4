import { z } from 'zod';
import { LIMITS } from './auth/limits.ts';
import { DEFAULT_RENDER_CACHE_MB, DEFAULT_RENDER_QUEUE } from './images/render-limits.ts';
import { providerSettingsOf, type ProviderSetting } from './connections/provider-settings.ts';
import { TEST_DATABASE_PREFIX, type InstanceEnv } from '../../domain/notifications.ts';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `must be a URL starting with ${protocols.join(' or ')}//`);

const optionalUrl = (protocols: string[]) =>
  z.preprocess((v) => (v === '' ? undefined : v), url(protocols).optional());

const MAGIC_KEYS = ['MAGIC_SECRET_KEY', 'MAGIC_CLIENT_ID', 'MAGIC_PUBLISHABLE_KEY'] as const;

/** An ERC-721 contract address, kept lower-case (no checksum demanded: it is our own setting). */
const optionalAddress = optionalText.pipe(
  z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed contract address (40 hex digits)')
    .transform((v) => v.toLowerCase() as `0x${string}`)
    .optional(),
);

/** delegate.xyz's v2 registry, at the same address on every chain it is deployed to. */
export const DELEGATE_REGISTRY_V2 = '0x00000000000000447e69651d841bd8d104bed493';
const address = z.string().regex(/^0x[0-9a-f]{40}$/, "must be a 0x-prefixed contract address (40 hex digits) or 'off'");

/** SPEC section 6: an instance is a test one when its database name has the prefix TEST_ (any case, as PostgreSQL folds names). */
export function instanceEnvOf(databaseUrl: string | undefined): InstanceEnv {
  if (!databaseUrl) return 'prod';
  const name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
  return name.toUpperCase().startsWith(TEST_DATABASE_PREFIX) ? 'test' : 'prod';
}

const COLLECTION_KEYS = ['CAT_COLLECTION_ADDRESS', 'SHADOWWOLF_COLLECTION_ADDRESS', 'SIDEKX_COLLECTION_ADDRESS'] as const;

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // Unset: loopback in development (its dev outbox and log hold every sign-in code), all interfaces in production.
    HOST: z.string().trim().min(1).optional(),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DIST_DIR: z.string().trim().min(1).default('./dist'),
    // Rendered avatar images kept on disk under DATA_DIR/cache/render; past this the least recently used go.
    RENDER_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_RENDER_CACHE_MB),
    // Render worker threads; unset: the machine's cores less one (left to the event loop), at least one.
    RENDER_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
    // Renders that may wait for a worker; past it a new picture is answered 503 with Retry-After.
    RENDER_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(DEFAULT_RENDER_QUEUE),
    DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
    PUBLIC_URL: optionalUrl(['http:', 'https:']),
    SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    ADMIN_TOKEN: optionalText.pipe(z.string().min(24, 'must be at least 24 characters').optional()),
    // GET /metrics for callers other than loopback (and for everyone behind TRUST_PROXY): Bearer <METRICS_TOKEN>.
    METRICS_TOKEN: optionalText.pipe(z.string().min(24, 'must be at least 24 characters').optional()),
    SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
    MAIL_FROM: optionalText,
    // How many reverse proxies of ours stand in front of the server ('true' is one): each appends the
    // address that reached it to X-Forwarded-For, so only that many entries from the end may be believed.
    // Anyone can send the header, and whatever they wrote comes first.
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(/^(true|false|[0-9])$/, 'must be false, true (one proxy) or the number of proxies in front, up to 9')
      .default('false')
      .transform((v) => (v === 'false' ? 0 : v === 'true' ? 1 : Number(v))),
    // E-mail codes one client IP may ask for per 15 minutes; raise it when many people share an IP
    // (a school, an office, a carrier NAT) or for a test run that signs up dozens of players.
    CODE_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(LIMITS.codePerIp.max),
    // Real-time sockets one client IP may hold open on an instance (a player's tabs, or a household's);
    // past it the upgrade is answered 429. Raise it when many people share an IP.
    SOCKET_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
    MAGIC_SECRET_KEY: optionalText,
    // Given explicitly so DID tokens are checked offline: without it the admin SDK asks Magic's API.
    MAGIC_CLIENT_ID: optionalText,
    MAGIC_PUBLISHABLE_KEY: optionalText,
    WALLETCONNECT_PROJECT_ID: optionalText,
    ETH_RPC_URLS: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? v.split(',').map((s) => s.trim()) : []),
      z.array(url(['http:', 'https:'])),
    ),
    // JSON-RPC nodes the browser's wallet client may use (public: sent to every visitor, so never a keyed URL);
    // ranked ahead of each chain's default public node.
    PUBLIC_RPC_URLS: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' ? v.split(',').map((s) => s.trim()) : []),
      z.array(url(['http:', 'https:'])),
    ),
    // ERC-721 (enumerable) collections whose holdings are read from the chain at sign-in; needs ETH_RPC_URLS.
    CAT_COLLECTION_ADDRESS: optionalAddress,
    SHADOWWOLF_COLLECTION_ADDRESS: optionalAddress,
    SIDEKX_COLLECTION_ADDRESS: optionalAddress,
    // delegate.xyz v2 registry: a vault's `delegateAll` there counts as a link (needs ETH_RPC_URLS); 'off' reads none.
    DELEGATE_REGISTRY_ADDRESS: z
      .preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toLowerCase() : DELEGATE_REGISTRY_V2), z.union([z.literal('off'), address]))
      .transform((v) => (v === 'off' ? null : (v as `0x${string}`))),
    // ENS universal resolver for GET /ens/{name}; unset: viem's mainnet one. Set for a test chain.
    ENS_UNIVERSAL_RESOLVER_ADDRESS: optionalAddress,
    REDIS_URL: optionalUrl(['redis:', 'rediss:']),
    // The main menu's outbound links; only http(s), so a setting can never become a javascript: link.
    LINK_COLLECTION_1_URL: optionalUrl(['http:', 'https:']),
    LINK_COLLECTION_1_LABEL: optionalText.pipe(z.string().max(24, 'must be at most 24 characters').optional()),
    LINK_COLLECTION_2_URL: optionalUrl(['http:', 'https:']),
    LINK_COLLECTION_2_LABEL: optionalText.pipe(z.string().max(24, 'must be at most 24 characters').optional()),
    LINK_KX_URL: optionalUrl(['http:', 'https:']),
    LINK_WEB_URL: optionalUrl(['http:', 'https:']),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    // On SIGTERM, how long health answers 503 (so a load balancer stops sending) before the server stops;
    // kept well inside the 10 s `docker stop` waits before it kills.
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(5000).default(3000),
    // How often expired codes, old limit counters, spent nonces, ended sessions and old real-time events
    // are deleted (server/src/sweep); one instance sweeps per interval however many share the database.
    SWEEP_EVERY_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),
    DEMO_SEED: z.enum(['true', 'false']).optional(),
    // Which notification records show here (SPEC section 6); unset: 'test' when the database name starts with TEST_.
    NOTIFICATION_ENV: z.enum(['test', 'prod']).optional(),
    // The store (decision 0013): 'builtin' keeps the catalogue and orders here; 'shopify' uses a Storefront API.
    SHOP_PROVIDER: z.enum(['builtin', 'shopify']).default('builtin'),
    SHOPIFY_STORE_DOMAIN: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9-]*(\.[a-z0-9-]+)+$/i, 'must be a host name, e.g. town-merch.myshopify.com')
        .optional(),
    ),
    // A public Storefront access token: it can read the catalogue and create carts, nothing more.
    SHOPIFY_STOREFRONT_TOKEN: optionalText,
    // How long an unpaid built-in order holds its stock before it expires (5 minutes to 30 days).
    SHOP_ORDER_TTL_MINUTES: z.coerce.number().int().min(5).max(43_200).default(2880),
    // What every order page says about paying, until an admin writes their own (admin API).
    SHOP_PAYMENT_INSTRUCTIONS: optionalText.pipe(z.string().max(2000, 'must be at most 2000 characters').optional()),
  })
  .superRefine((env, ctx) => {
    // Half a Magic setup would quietly fall back to codes; say so at start-up instead.
    const magic = MAGIC_KEYS.filter((key) => env[key]);
    if (magic.length && magic.length < MAGIC_KEYS.length) {
      for (const key of MAGIC_KEYS.filter((k) => !env[k])) {
        ctx.addIssue({ code: 'custom', path: [key], message: `is required with ${magic.join(', ')} (Magic needs all three)` });
      }
    }
    // A collection with no node to ask would quietly keep the demo holdings; say so at start-up instead.
    if (env.ETH_RPC_URLS.length === 0) {
      for (const key of COLLECTION_KEYS.filter((k) => env[k])) ctx.addIssue({ code: 'custom', path: [key], message: 'needs ETH_RPC_URLS to be read from the chain' });
    }
    if (env.SHOP_PROVIDER === 'shopify') {
      for (const key of ['SHOPIFY_STORE_DOMAIN', 'SHOPIFY_STOREFRONT_TOKEN'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required with SHOP_PROVIDER=shopify' });
      }
    }
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['SESSION_SECRET', 'PUBLIC_URL'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when NODE_ENV=production' });
    }
  })
  .transform((env) => ({
    ...env,
    MAGIC:
      env.MAGIC_SECRET_KEY && env.MAGIC_CLIENT_ID && env.MAGIC_PUBLISHABLE_KEY
        ? { secretKey: env.MAGIC_SECRET_KEY, clientId: env.MAGIC_CLIENT_ID, publishableKey: env.MAGIC_PUBLISHABLE_KEY }
        : null,
    HOST: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    /** Whether PUBLIC_URL was configured (rather than defaulted to localhost:PORT); see http/dev-host.ts. */
    PUBLIC_URL_SET: Boolean(env.PUBLIC_URL),
    MAIL_FROM: env.MAIL_FROM ?? `Sapphire Town <no-reply@${new URL(env.PUBLIC_URL ?? 'http://localhost').hostname}>`,
    // Demo players and news belong on a laptop, not on a production database.
    DEMO_SEED: env.DEMO_SEED ? env.DEMO_SEED === 'true' : env.NODE_ENV !== 'production',
    NOTIFICATION_ENV: env.NOTIFICATION_ENV ?? instanceEnvOf(env.DATABASE_URL),
  }));

/** SOCIAL_PROVIDERS: the social providers with settings (AUTH_<PROVIDER>_ID/_SECRET/_ISSUER, connections/provider-settings.ts). */
export type Env = z.infer<typeof schema> & { SOCIAL_PROVIDERS: ProviderSetting[] };

/** Raised at start-up with one line per bad variable. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses configuration from the given variables (process.env by default); throws EnvError naming each bad one. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(source);
  const social = providerSettingsOf(source);
  if (result.success && social.problems.length === 0) return { ...result.data, SOCIAL_PROVIDERS: social.settings };
  const issues = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`);
  throw new EnvError([...issues, ...social.problems]);
}

/** Settings the browser may see; nothing secret belongs here. */
export function publicConfig(env: Env) {
  return {
    publicUrl: env.PUBLIC_URL,
    walletConnectProjectId: env.WALLETCONNECT_PROJECT_ID ?? null,
    // The web's wallet client: mainnet nodes it may use, and the delegate.xyz registry the panel can write to.
    rpcUrls: env.PUBLIC_RPC_URLS,
    // Only when this server reads the chain: otherwise a delegation made there would count for nothing here.
    delegateRegistry: env.ETH_RPC_URLS.length > 0 ? env.DELEGATE_REGISTRY_ADDRESS : null,
    // Only when the server can check what Magic hands out; otherwise the web keeps to e-mail codes.
    magicPublishableKey: env.MAGIC?.publishableKey ?? null,
    devOutbox: env.NODE_ENV !== 'production' && !env.SMTP_URL,
    // Always all four, in menu order; an unset URL is shown disabled so the menu keeps its shape.
    externalLinks: [
      { key: 'collection-1', label: env.LINK_COLLECTION_1_LABEL ?? 'Explorers', url: env.LINK_COLLECTION_1_URL ?? null },
      { key: 'collection-2', label: env.LINK_COLLECTION_2_LABEL ?? 'Sidekx', url: env.LINK_COLLECTION_2_URL ?? null },
      { key: 'kx', label: 'KX', url: env.LINK_KX_URL ?? null },
      { key: 'web', label: 'Web', url: env.LINK_WEB_URL ?? null },
    ],
  };
}

/**
 * Why this server should not be reachable from other machines as configured, or null: in development the
 * dev outbox (this machine only) and the log hold every sign-in code, the demo seed makes known players,
 * and no SESSION_SECRET is required. Said loudly at start-up (server.ts).
 */
export function exposureWarning(env: Env): string | null {
  if (env.NODE_ENV === 'production') return null;
  const host = env.HOST.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host === '::1' || host.startsWith('127.')) return null;
  const codes = env.SMTP_URL ? '' : ' Sign-in codes are written to this log and kept in the dev outbox (which answers this machine only).';
  return `NOT FOR A PUBLIC NETWORK: NODE_ENV=${env.NODE_ENV} listens on ${env.HOST}, so other machines can reach it.${codes} Demo players may exist. Set NODE_ENV=production, or HOST=127.0.0.1.`;
}

/**
 * Production without SMTP_URL sends no mail: sign-in codes and e-mail changes reach nobody, while the
 * sign-in form still answers as if sent (known and unknown addresses alike). Said at start-up (server.ts).
 */
export function mailWarning(env: Env): string | null {
  if (env.NODE_ENV !== 'production' || env.SMTP_URL) return null;
  return 'SMTP_URL is not set: no e-mail is sent, so sign-in codes and e-mail changes reach nobody. Set SMTP_URL to an smtp:// or smtps:// server.';
}


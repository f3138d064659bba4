import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from './context.ts';
import { errorHandler, notFound } from './http/errors.ts';
import { requestId } from './http/request-id.ts';
import { requestLog } from './http/request-log.ts';
import { proxyHint } from './http/proxy-hint.ts';
import { securityHeaders, shellStyleSources } from './http/security-headers.ts';
import { devHostRedirect } from './http/dev-host.ts';
import { storableRequest } from './http/storable.ts';
import { jsonAnswers } from './http/json-answers.ts';
import { configRoutes } from './routes/config/config.ts';
import { createHealth, healthRoutes, type Health } from './routes/health/health.ts';
import { contentRoutes } from './routes/content/content.ts';
import { userRoutes } from './routes/users/users.ts';
import { siweRoutes } from './routes/siwe/siwe.ts';
import { sessionRoutes } from './routes/session/session.ts';
import { emailLoginRoutes } from './routes/email-login/email-login.ts';
import { magicTokenRoutes } from './routes/magic-login/magic-login.ts';
import { createMagicVerifier } from './auth/magic-did.ts';
import { devOutboxRoutes } from './routes/dev-outbox/dev-outbox.ts';
import { profileRoutes } from './routes/profile/profile.ts';
import { profileEmailRoutes } from './routes/profile/email.ts';
import { kvRoutes } from './routes/kv/kv.ts';
import { leaderboardRoutes } from './routes/leaderboard/leaderboard.ts';
import { createSignatureVerifier } from './auth/signature-verifier.ts';
import { createMailer } from './mail/mailer.ts';
import { spaRoutes } from './spa/spa.ts';
import { playerFinder } from './spa/share-tags.ts';
import { apiAnswers } from './spa/page-answers.ts';
import { trailLoader } from './spa/journeys-screen.ts';
import { imageRoutes } from './routes/render/images.ts';
import { townPictureRoutes } from './routes/render/town-picture.ts';
import { wsRoutes } from './realtime/ws-route.ts';
import { createRenderService, renderSettings, type RenderService } from './images/render-service.ts';
import { avatarRoutes } from './routes/avatars/avatars.ts';
import { holdingsSyncFromEnv } from './holdings/holdings.ts';
import { chestRoutes } from './routes/chests/chests.ts';
import { sidekxRoutes } from './routes/sidekx/sidekx.ts';
import { bagRoutes } from './routes/bag/bag.ts';
import { journeyRoutes } from './routes/journeys/journeys.ts';
import { coolScoreRoutes } from './routes/coolscore/coolscore.ts';
import { notificationRoutes } from './routes/notifications/notifications.ts';
import { claimRoutes } from './routes/claims/claims.ts';
import { adminRoutes } from './routes/admin/admin.ts';
import { loggedPublish, noPublish } from './publish.ts';
import { createMetrics } from './metrics/metrics.ts';
import { metricsRoutes } from './routes/metrics/metrics.ts';
import { openApiRoutes } from './routes/openapi/openapi.ts';
import { apiDocument } from './openapi/document.ts';
import { shopRoutes } from './routes/shop/shop.ts';
import { authRoutes } from './routes/auth/auth.ts';
import { providerRoutes } from './routes/provider/provider.ts';
import { createShop, type Shop } from './shop/shop.ts';
import { delegationServices } from './delegation/services.ts';
import { rankedClientFromEnv } from './chain/ranked-client.ts';
import { delegationRoutes } from './routes/delegation/delegation.ts';
import { timeRoutes } from './routes/time/time.ts';
import { ensRoutes } from './routes/ens/ens.ts';

/** The render service /render answers from; saving an outfit tells it to forget the old look. */
export const renderServiceOf = (deps: AppDeps) => createRenderService({ db: deps.database.db, log: deps.log, ...renderSettings(deps.env) });

/** The API: every resource mounted under /api. Its type is what the web's `hc` client is typed by. */
export function createApi(deps: AppDeps, health: Health = createHealth(deps.database), render: RenderService = renderServiceOf(deps), shop: Shop = createShop(deps.database.db, deps.env, { log: deps.log, fetch: deps.shopFetch })) {
  const { database, env } = deps;
  const mailer = deps.mailer ?? createMailer(env, deps.log);
  const magic = env.MAGIC ? createMagicVerifier(env.MAGIC) : null;
  const publish = loggedPublish(deps.publish ?? noPublish, deps.log);
  const verifySignature = createSignatureVerifier(env.ETH_RPC_URLS, rankedClientFromEnv(env));
  const { delegations } = deps.delegation ?? delegationServices(database.db, env);
  return new Hono<AppEnv>()
    .route('/health', healthRoutes(health))
    .route('/config', configRoutes(env))
    .route('/', contentRoutes(database.db))
    .route('/users', userRoutes(database.db))
    .route('/users', bagRoutes(database.db, delegations))
    .route('/time', timeRoutes())
    .route('/profile', siweRoutes(deps, verifySignature))
    .route('/profile', delegationRoutes(database.db, delegations, verifySignature))
    .route('/profile', sessionRoutes(database.db, (ids) => deps.realtime?.revokeSessions(ids)))
    .route('/profile', profileRoutes(database.db))
    .route('/profile/email', profileEmailRoutes(deps, mailer))
    .route('/profile', kvRoutes(database.db))
    .route('/profile', avatarRoutes(database.db, render, holdingsSyncFromEnv(env, { log: deps.log, render }), delegations))
    .route('/profile', chestRoutes(database.db, delegations))
    .route('/profile', notificationRoutes(database.db, env.NOTIFICATION_ENV))
    .route('/profile', claimRoutes(database.db, publish, delegations))
    .route('/admin', adminRoutes({ db: database.db, publish, instance: env.NOTIFICATION_ENV, shop }, env.ADMIN_TOKEN))
    .route('/journeys', sidekxRoutes(database.db, delegations))
    .route('/journeys', journeyRoutes(database.db, publish, env.NOTIFICATION_ENV, deps.rewards))
    .route('/profile', coolScoreRoutes(database.db))
    .route('/leaderboard', leaderboardRoutes(database.db))
    .route('/shop', shopRoutes(database.db, shop))
    .route('/profile', magicTokenRoutes(database.db, magic))
    .route('/', emailLoginRoutes(deps, mailer, magic))
    .route('/auth', authRoutes(deps))
    .route('/provider', providerRoutes(database.db, env.SOCIAL_PROVIDERS, env.PUBLIC_URL.startsWith('https:')))
    .route('/dev', devOutboxRoutes(mailer.outbox, env.TRUST_PROXY));
}

/**
 * Builds the whole application: middleware, the API, the SPA, one error handler. Chained up to the API mount
 * so the app's type carries every `/api` route: tests call it through Hono's typed `testClient`.
 */
export function createApp(deps: AppDeps, health: Health = createHealth(deps.database), render: RenderService = renderServiceOf(deps)) {
  const shop = createShop(deps.database.db, deps.env, { log: deps.log, fetch: deps.shopFetch });
  const metrics = createMetrics({ database: deps.database, render, realtime: deps.realtime, shop });
  const delegation = deps.delegation ?? delegationServices(deps.database.db, deps.env);
  // Pushes are counted only where a transport exists; without one they go nowhere by design.
  const api = createApi({ ...deps, delegation, publish: deps.publish && metrics.countPushes(deps.publish) }, health, render, shop);
  const app = new Hono<AppEnv>()
    .use(metrics.requests)
    .use(requestId())
    .use(requestLog(deps.log))
    .use(proxyHint(deps.env, deps.log))
    .use(securityHeaders(deps.env, shellStyleSources(deps.distDir)))
    .use(devHostRedirect(deps.env))
    .use(storableRequest())
    .use('/api/*', jsonAnswers())
    .use('/api/*', bodyLimit({ maxSize: 256 * 1024, onError: (c) => c.json({ error: 'Request body too large' }, 413) }))
    .onError(errorHandler(deps.log))
    .route('/api', api);
  // The document describes the whole app (images and metrics too), so it is mounted here, not in the API.
  app.route('/api', openApiRoutes(() => apiDocument(app)));
  app.all('/api/*', notFound);
  // Avatar images and layer art, ahead of the SPA (which would answer /assets/* from the build).
  app.route('/ens', ensRoutes(delegation.ens, deps.database.db, deps.env.TRUST_PROXY));
  const images = imageRoutes(deps, render);
  app.route('/render', townPictureRoutes());
  app.route('/render/piece', images.pieces);
  app.route('/render', images.render);
  app.route('/assets/traits', images.traits);
  if (deps.realtime) app.route('/ws', wsRoutes(deps.env, deps.realtime));
  app.route('/metrics', metricsRoutes(metrics, { token: deps.env.METRICS_TOKEN, proxies: deps.env.TRUST_PROXY }));
  const share = { findPlayer: playerFinder(deps.database.db), publicUrl: deps.env.PUBLIC_URL, loadAnswers: apiAnswers(api), loadTrail: trailLoader(deps.database.db) };
  app.route('/', spaRoutes(deps.distDir, share, { sourceMaps: deps.env.NODE_ENV !== 'production' }));
  app.notFound(notFound);
  return app;
}

export type AppType = ReturnType<typeof createApi>;

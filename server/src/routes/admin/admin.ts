/**
 * The admin API (DESIGN "Administration"), all under /api/admin with `Authorization: Bearer <ADMIN_TOKEN>`;
 * 404 everywhere when ADMIN_TOKEN is not configured, 401 for a missing or wrong token (nothing recorded).
 *   GET /log?limit=   the admin log, newest first
 * and the routes of admin-players.ts, admin-content.ts, admin-journeys.ts, admin-shop.ts and admin-delegations.ts.
 */
import { Hono } from 'hono';
import { recentAdminActions } from '../../admin/admin-log.ts';
import { requireAdmin, type AdminEnv } from '../../admin/auth.ts';
import type { AdminDeps } from '../../admin/deps.ts';
import { logQuery } from '../../admin/input.ts';
import { validate } from '../../http/validate.ts';
import { adminContentRoutes } from './admin-content.ts';
import { adminJourneyRoutes } from './admin-journeys.ts';
import { adminPlayerRoutes } from './admin-players.ts';
import { z } from 'zod';
import { describe } from '../../http/describe.ts';
import { adminLogEntrySchema } from '../../admin/admin-schemas.ts';
import { adminShopRoutes } from './admin-shop.ts';
import { adminDelegationRoutes } from './admin-delegations.ts';

export function adminRoutes(deps: AdminDeps, adminToken: string | undefined) {
  return new Hono<AdminEnv>()
    .use('*', requireAdmin(adminToken))
    .get(
      '/log',
      describe({ tag: 'Admin', summary: 'The admin log, newest first: every admin action with the fingerprint of its token', access: 'admin', responses: { 200: z.array(adminLogEntrySchema) } }),
      validate('query', logQuery),
      async (c) => c.json(await recentAdminActions(deps.db, c.req.valid('query').limit), 200))
    .route('/', adminPlayerRoutes(deps))
    .route('/', adminContentRoutes(deps))
    .route('/', adminJourneyRoutes(deps))
    .route('/', adminShopRoutes(deps))
    .route('/', adminDelegationRoutes(deps));
}

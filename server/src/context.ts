import type { Database } from '../../db/client.ts';
import type { Env } from './env.ts';
import type { Logger } from './log.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Publish } from './publish.ts';
import type { Realtime } from './realtime/realtime.ts';
import type { DelegationServices } from './delegation/services.ts';

/** What every route may use; built once at start-up (or per test) and passed to createApp. */
export interface AppDeps {
  env: Env;
  database: Database;
  log: Logger;
  secret: string;
  /** Folder holding the built web app; absent in API-only tests. */
  distDir?: string;
  /** How mail goes out; built from env (SMTP_URL or the dev outbox) when absent. */
  mailer?: Mailer;
  /** Sends real-time pushes (the realtime hub); pushes go nowhere when absent. */
  publish?: Publish;
  /** The real-time core behind `GET /ws`; the socket route exists only when given (a listening server). */
  realtime?: Realtime;
  /** Delivers queued journey rewards; a completion kicks it. Absent (tests): queues wait for deliverPendingGrants. */
  rewards?: { kick(): void };
  /** How the Shopify store reaches the Storefront API (tests: a local GraphQL server); global fetch when absent. */
  shopFetch?: typeof fetch;
  /** Delegation links and ENS (issue 15); built from env by createApp when absent. */
  delegation?: DelegationServices;
}

/** Hono context variables set by middleware. */
export type AppVariables = {
  requestId: string;
};

export type AppEnv = { Variables: AppVariables };

/**
 * Chain holdings at sign-in, throttled: each wallet is read at most once per SYNC_EVERY_MS (per
 * instance), a failed read is retried after RETRY_MS, and concurrent callers share one read. Without
 * ETH_RPC_URLS and a collection address nothing is read: the demo seed's holdings stay as they are.
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client.ts';
import { renderTypeOf } from '../../../domain/wearables.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../log.ts';
import type { RenderService } from '../images/render-service.ts';
import { createChainReader, type HoldingsReader } from './chain-reader.ts';
import { syncHoldings, type SyncResult } from './sync.ts';
import { rankedClientFromEnv } from '../chain/ranked-client.ts';

export const SYNC_EVERY_MS = 5 * 60_000;
const RETRY_MS = 60_000;
/** How long a caller waits before the read carries on without it (a slow node must not stall sign-in). */
const WAIT_MS = 3000;
const MAX_WALLETS = 10_000;

/**
 * Syncs `wallet`'s holdings if due. Never rejects: resolves to what changed, or null when it was not
 * due, no player has the wallet, the chain failed (logged), or the read is still running after waitMs.
 */
export type HoldingsSync = (db: Db, wallet: string) => Promise<SyncResult | null>;

export interface HoldingsSyncOptions {
  everyMs?: number;
  retryMs?: number;
  waitMs?: number;
  log?: Logger;
  /** Told to forget the cached images of avatars that changed hands (their owner's outfit came off). */
  render?: Pick<RenderService, 'forget'>;
}

export function createHoldingsSync(reader: HoldingsReader, options: HoldingsSyncOptions = {}): HoldingsSync {
  const { everyMs = SYNC_EVERY_MS, retryMs = RETRY_MS, waitMs = WAIT_MS, log, render } = options;
  // Wallets read lately, each kept until its next read is due (everyMs, or retryMs after a failure).
  const notDue = new LRUCache<string, true>({ max: MAX_WALLETS });
  // A ttl of 0 would keep an entry for ever; no wait means nothing to remember.
  const wait = (key: string, ms: number) => (ms > 0 ? void notDue.set(key, true, { ttl: ms }) : void notDue.delete(key));
  const running = new Map<string, Promise<SyncResult | null>>();
  return async (db, wallet) => {
    const key = wallet.toLowerCase();
    let run = running.get(key);
    if (!run) {
      if (notDue.has(key)) return null;
      wait(key, everyMs);
      run = syncHoldings(db, key, reader).then(
        (result) => {
          if (result && (result.assigned.length || result.released.length)) {
            log?.info('holdings synced', { wallet: key, assigned: result.assigned.length, released: result.released.length });
            for (const { type, tokenId } of [...result.assigned, ...result.released]) {
              if (type !== 'SIDEKX') render?.forget(renderTypeOf(type), tokenId);
            }
          }
          return result;
        },
        (err: unknown) => {
          wait(key, retryMs);
          log?.warn('holdings could not be read from the chain', { wallet: key, error: err instanceof Error ? err.message : String(err) });
          return null;
        },
      );
      running.set(key, run);
      void run.finally(() => running.delete(key));
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
    try {
      return await Promise.race([run, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The sync for this configuration, or null when no collection is configured (the demo holdings stay). */
export function holdingsSyncFromEnv(env: Env, options: HoldingsSyncOptions = {}): HoldingsSync | null {
  const collections = {
    CAT: env.CAT_COLLECTION_ADDRESS,
    SHADOWWOLF: env.SHADOWWOLF_COLLECTION_ADDRESS,
    SIDEKX: env.SIDEKX_COLLECTION_ADDRESS,
  };
  if (env.ETH_RPC_URLS.length === 0 || !Object.values(collections).some(Boolean)) return null;
  return createHoldingsSync(createChainReader({ rpcUrls: env.ETH_RPC_URLS, collections, client: rankedClientFromEnv(env) ?? undefined }), options);
}

/** The admin log: one row per administrative action, written in the action's own transaction. */
import { desc } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { adminLog, type AdminLogRow } from '../../../db/schema/index.ts';

export interface AdminAction {
  /** What was done, e.g. 'notification.send', 'reward.create', 'news.delete'. */
  action: string;
  /** What it was done to: a wallet, 'everyone', 'news:3'... */
  target: string | null;
  details: Record<string, unknown>;
  fingerprint: string;
}

export async function recordAdminAction(tx: Db, entry: AdminAction): Promise<void> {
  await tx.insert(adminLog).values({ action: entry.action, target: entry.target, details: entry.details, token_fingerprint: entry.fingerprint });
}

export function adminLogView(row: AdminLogRow) {
  return {
    id: row.id,
    action: row.action,
    target: row.target,
    details: row.details,
    token_fingerprint: row.token_fingerprint,
    created_at: row.created_at.toISOString(),
  };
}

/** The newest entries first. */
export async function recentAdminActions(db: Db, limit: number) {
  const rows = await db.select().from(adminLog).orderBy(desc(adminLog.created_at), desc(adminLog.id)).limit(limit);
  return rows.map(adminLogView);
}

import type { QueueStatus } from '../../../../../domain/journeys.ts';
import { api } from '../../../lib/api.ts';
import { unwrap } from '../../../lib/http.ts';

/**
 * `GET /api/journeys/queue?queueId=`: whether a trait grant's queue has settled ('OK') or not yet
 * ('PENDING'). A status above 299 or a lost connection throws an ApiError, which the poller retries.
 * Not a query: the poller owns its own timing (SPEC section 4), so the query cache would only get in the way.
 */
export async function getQueueStatus(queueId: string): Promise<QueueStatus> {
  return (await unwrap(api.journeys.queue.$get({ query: { queueId } }))).status;
}

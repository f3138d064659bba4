import { RedisClient } from 'bun';

/** Why the Redis at `url` cannot be used by a test (printed as its skip reason), or null when it answers PING. */
export async function redisUnreachable(url: string): Promise<string | null> {
  const redis = new RedisClient(url, { connectionTimeout: 2000, autoReconnect: false });
  try {
    await redis.connect();
    await redis.send('PING', []);
    return null;
  } catch (err) {
    return `Redis not reachable at ${new URL(url).host}: ${(err as Error).message}`;
  } finally {
    redis.close();
  }
}

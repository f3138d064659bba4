import type { Db } from '../../../db/client.ts';
import type { InstanceEnv } from '../../../domain/notifications.ts';
import type { Publish } from '../publish.ts';
import type { Shop } from '../shop/shop.ts';

/** What the admin routes need; its own module so admin.ts and the sub-apps it mounts both import it, not each other. */
export interface AdminDeps {
  db: Db;
  publish: Publish;
  /** This instance's notification environment: decides whether a test- or prod-only notice is pushed here. */
  instance: InstanceEnv;
  /** The store: its payment instructions' fallback (the admin's store routes edit the built-in catalogue). */
  shop: Shop;
}

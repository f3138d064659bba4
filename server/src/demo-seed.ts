import type { Db } from '../../db/client.ts';
import { seedDemo } from '../../db/seed/demo.ts';
import { seedShop } from '../../db/seed/shop.ts';
import { giveAvatar } from './wearables/give-avatar.ts';
import { grantStarterChest } from './wearables/grant-chest.ts';

/** The demo content (db/seed), its neighbours given avatars and starter chests by the server's own code; the demo store. */
export async function seedDemoContent(db: Db): Promise<void> {
  await seedDemo(db, { giveAvatar, grantStarterChest });
  await seedShop(db);
}

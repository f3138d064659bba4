import type { Db } from '../../db/client.ts';
import { seedDemo } from '../../db/seed/demo.ts';
import { giveAvatar } from './wearables/give-avatar.ts';
import { grantStarterChest } from './wearables/grant-chest.ts';

/** The demo content (db/seed), its neighbours given avatars and starter chests by the server's own code. */
export function seedDemoContent(db: Db): Promise<void> {
  return seedDemo(db, { giveAvatar, grantStarterChest });
}

import { pgSequence } from 'drizzle-orm/pg-core';

/** Explorer avatar ids handed out at registration; 1..999 are left for seeded and hand-made players. */
export const avatarTokenIds = pgSequence('avatar_token_id_seq', { startWith: 1000, minValue: 1000 });

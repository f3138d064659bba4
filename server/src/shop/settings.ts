/** The payment instructions every order page shows: the admin's text when set, else SHOP_PAYMENT_INSTRUCTIONS. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { shopSettings } from '../../../db/schema/index.ts';

const KEY = 'payment_instructions';

/** What a fresh store says until the operator writes their own. */
export const DEFAULT_PAYMENT_INSTRUCTIONS =
  'Thank you for your order! The town shopkeeper will e-mail you how to pay. Your items are held for you until the order expires.';

/** The admin-edited instructions, or null when none were written. */
export async function storedInstructions(db: Db): Promise<string | null> {
  const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, KEY)).limit(1);
  return row?.value ?? null;
}

export async function paymentInstructions(db: Db, fallback: string): Promise<string> {
  return (await storedInstructions(db)) ?? fallback;
}

/** Writes the instructions (inside the admin action's transaction). */
export async function setPaymentInstructions(tx: Db, text: string, now: Date): Promise<void> {
  await tx.insert(shopSettings).values({ key: KEY, value: text, updated_at: now }).onConflictDoUpdate({ target: shopSettings.key, set: { value: text, updated_at: now } });
}

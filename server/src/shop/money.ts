/** Prices are stored in minor units (pence, cents) and shown as Shopify's decimal strings ("28.00"). */

/** 2800 -> "28.00". */
export const toAmount = (minor: number): string => (minor / 100).toFixed(2);

/** "28.00" or "28" or "28.5" -> 2800; null for anything that is not a positive price up to 100,000. */
export function toMinor(amount: string): number | null {
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 && minor <= 10_000_000 ? minor : null;
}

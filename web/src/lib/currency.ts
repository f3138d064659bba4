import { CURRENCIES, DEFAULT_CURRENCY, type Currency } from '../../../domain/shop.ts';
import { useStoredValue } from './stored-value.ts';

/** The preference's key (SPEC section 3 user state: selectedCurrency, default USD). */
export const CURRENCY_KEY = 'selectedCurrency';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && Object.hasOwn(CURRENCIES, value);
}

/** The currency every price is shown in, kept as a preference and the same in every tab. */
export function useCurrency(): [Currency, (next: Currency) => void] {
  return useStoredValue(CURRENCY_KEY, DEFAULT_CURRENCY, isCurrency);
}

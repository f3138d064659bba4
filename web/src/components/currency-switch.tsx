import { useId } from 'react';
import { CURRENCIES, type Currency } from '../../../domain/shop.ts';
import './currency-switch.css';

const CODES = Object.keys(CURRENCIES) as Currency[];

/**
 * GBP / EUR / USD as a row of radio pills (SPEC section 9). Native radios, so arrow keys move the
 * choice and a screen reader hears a group named 'Currency'. Shared by the store page and the cart.
 */
export function CurrencySwitch({ value, onChange, className }: { value: Currency; onChange: (next: Currency) => void; className?: string }) {
  const name = useId();
  return (
    <fieldset className={`currency-switch${className ? ` ${className}` : ''}`}>
      <legend className="currency-switch__legend">Currency</legend>
      <div className="currency-switch__options">
        {CODES.map((code) => (
          <label key={code} className="currency-switch__option">
            <input type="radio" name={name} value={code} checked={value === code} onChange={() => onChange(code)} />
            <span aria-hidden="true">{CURRENCIES[code]}</span>
            {code}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { useId } from 'react';
import type { ShopVariant } from '../../../../../domain/shop.ts';
import './variant-picker.css';

interface VariantPickerProps {
  productTitle: string;
  variants: ShopVariant[];
  selected: string;
  onSelect: (id: string) => void;
}

/** Sizes or colours as radio pills (arrow keys move between them); a sold-out one stays choosable but says so. */
export function VariantPicker({ productTitle, variants, selected, onSelect }: VariantPickerProps) {
  const name = useId();
  return (
    <fieldset className="variant-picker">
      <legend className="visually-hidden">{`${productTitle}: choose one`}</legend>
      {variants.map((variant) => {
        const soldOut = variant.quantityAvailable <= 0;
        return (
          <label key={variant.id} className={`variant-picker__option${soldOut ? ' variant-picker__option--out' : ''}`}>
            <input type="radio" name={name} value={variant.id} checked={selected === variant.id} onChange={() => onSelect(variant.id)} />
            {variant.title}
            {soldOut ? <span className="visually-hidden"> (sold out)</span> : null}
          </label>
        );
      })}
    </fieldset>
  );
}

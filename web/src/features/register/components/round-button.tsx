import type { ComponentPropsWithRef, MouseEvent } from 'react';
import './round-button.css';

/** A round icon button (arrows, Back, Close); needs an aria-label. `aria-disabled` keeps focus while it is off. */
export function RoundButton({ className, onClick, type = 'button', ...rest }: ComponentPropsWithRef<'button'> & { 'aria-label': string }) {
  const off = rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (off) return event.preventDefault();
    onClick?.(event);
  };
  return <button {...rest} type={type} className={`round-button${className ? ` ${className}` : ''}`} onClick={handleClick} />;
}

import type { ComponentPropsWithRef, MouseEvent } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * The chunky storybook button. Forwards every native prop (and `ref`); `type` defaults to "button".
 * `aria-disabled` looks disabled but keeps focus, for controls that toggle while focused.
 */
export function Button({ variant = 'primary', size = 'md', type = 'button', className, onClick, ...rest }: ButtonProps) {
  const softDisabled = rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';
  const classes = `button button--${variant} button--${size}${className ? ` ${className}` : ''}`;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (softDisabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return <button {...rest} type={type} className={classes} onClick={handleClick} />;
}

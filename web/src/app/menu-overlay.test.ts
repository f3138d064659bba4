import { describe, expect, test } from 'bun:test';
import { toggleMenu } from './menu-overlay.ts';

describe('toggleMenu', () => {
  test('opens the menu when nothing is open and closes it when it is', () => {
    expect(toggleMenu('none')).toBe('menu');
    expect(toggleMenu('menu')).toBe('none');
  });

  test('closes another overlay first instead of opening the menu over it', () => {
    expect(toggleMenu('profile')).toBe('none');
    expect(toggleMenu('cart')).toBe('none');
    expect(toggleMenu(toggleMenu('cart'))).toBe('menu');
  });
});

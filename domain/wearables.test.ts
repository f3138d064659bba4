import { describe, expect, test } from 'bun:test';
import { avatarImageUrl, renderTypeOf, traitImageUrl } from './wearables.ts';

describe('URLs', () => {
  test('avatar pictures and trait images', () => {
    expect(renderTypeOf('SHADOWWOLF')).toBe('shadowwolf');
    expect(avatarImageUrl('EXPLORER', 1003)).toBe('/render/explorer/1003.png');
    expect(traitImageUrl('NONE', 'HAT', 'bush-hat/front.png')).toBe('/assets/traits/none/hat/bush-hat/front.png');
  });
});

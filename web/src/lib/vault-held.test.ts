import { expect, test } from 'bun:test';
import { heldInVault, READ_ONLY_TEXT, readOnlyReason } from './vault-held.ts';

const vault = '0x1111111111111111111111111111111111111111';

test("the vault's things are marked by heldBy; the player's own have none", () => {
  expect(heldInVault({ heldBy: vault })).toBe(true);
  expect(heldInVault({ heldBy: null })).toBe(false);
  expect(heldInVault({})).toBe(false);
});

test("a look can be saved only on the player's own avatar, wearing only their own things", () => {
  expect(readOnlyReason({ heldBy: null }, [{ heldBy: null }, {}])).toBeNull();
  expect(readOnlyReason({ heldBy: vault }, [])).toBe(READ_ONLY_TEXT.avatar);
  expect(readOnlyReason({}, [{ heldBy: null }, { heldBy: vault }])).toBe(READ_ONLY_TEXT.wearables);
  // The avatar's reason comes first: taking the vault's wearables off would not help.
  expect(readOnlyReason({ heldBy: vault }, [{ heldBy: vault }])).toBe(READ_ONLY_TEXT.avatar);
});

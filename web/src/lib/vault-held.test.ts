import { expect, test } from 'bun:test';
import { heldInVault, READ_ONLY_TEXT, readOnlyReason, vaultOf } from './vault-held.ts';

const vault = '0x1111111111111111111111111111111111111111';

test("the vault's things are marked by heldBy (own reads) or heldInVault (a public bag); the player's own have neither", () => {
  expect(heldInVault({ heldBy: vault })).toBe(true);
  expect(heldInVault({ heldInVault: true, heldByName: 'wren' })).toBe(true);
  expect(heldInVault({ heldBy: null })).toBe(false);
  expect(heldInVault({})).toBe(false);
  // Named by username where known, never a wallet a public page was not given.
  expect(vaultOf({ heldBy: vault, heldByName: 'wren' })).toBe('wren');
  expect(vaultOf({ heldBy: vault, heldByName: null })).toBe(vault);
  expect(vaultOf({ heldInVault: true })).toBe('a vault');
  expect(vaultOf({ heldBy: null })).toBeNull();
});

test("a look can be saved only on the player's own avatar, wearing only their own things", () => {
  expect(readOnlyReason({ heldBy: null }, [{ heldBy: null }, {}])).toBeNull();
  expect(readOnlyReason({ heldBy: vault }, [])).toBe(READ_ONLY_TEXT.avatar);
  expect(readOnlyReason({}, [{ heldBy: null }, { heldBy: vault }])).toBe(READ_ONLY_TEXT.wearables);
  // The avatar's reason comes first: taking the vault's wearables off would not help.
  expect(readOnlyReason({ heldBy: vault }, [{ heldBy: vault }])).toBe(READ_ONLY_TEXT.avatar);
});

import { expect, test } from 'bun:test';
import { townChannel } from './broker.ts';

test("a town's Redis channel is shared by its instances, differs between towns and hides the secret", () => {
  const secret = 'a'.repeat(40);
  expect(townChannel(secret)).toBe(townChannel(secret));
  expect(townChannel(secret)).not.toBe(townChannel('b'.repeat(40)));
  expect(townChannel(secret)).toMatch(/^sapphire-town:realtime:[0-9a-f]{24}$/);
  expect(townChannel(secret)).not.toContain('aaaa');
});

import { afterAll, beforeAll, expect, test } from 'bun:test';
import { desc } from 'drizzle-orm';
import { adminLog } from '../../../../db/schema/index.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { linkHash } from '../../delegation/change.ts';
import { adminCall, adminTestApp } from '../../../test/admin.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { walletSignIn } from '../../../test/sign-in.ts';

let t: Awaited<ReturnType<typeof adminTestApp>>;
beforeAll(async () => {
  t = await adminTestApp();
}, 60_000);
afterAll(() => t.close());

test('an admin lists a wallet\'s signed links and ends one; the delegate loses sight of the vault', async () => {
  const vault = await walletSignIn(t.app);
  const delegate = await walletSignIn(t.app);
  const time = Math.floor(Date.now() / 1000);
  const signedMessage = await vault.account.signMessage({ message: { raw: linkHash(vault.wallet, delegate.wallet, BigInt(time)) } });
  const variables = [
    { type: 'address' as const, data: vault.wallet },
    { type: 'address' as const, data: delegate.wallet },
    { type: 'uint256' as const, data: time },
  ];
  await bodyOf(await client(t.app, vault.token).api.profile.delegate.$post({ query: { action: 'create' }, json: { variables, signedMessage } }), 200);

  const listed = await adminCall(t.app, 'GET', `/delegations?wallet=${delegate.account.address}`);
  expect(listed.status).toBe(200);
  const { links } = (await listed.json()) as { links: { vault: string; delegate: string }[] };
  expect(links.map(({ vault: v, delegate: d }) => [v, d])).toEqual([[vault.wallet, delegate.wallet]]);

  const removed = await adminCall(t.app, 'DELETE', `/delegations?vault=${vault.wallet}&delegate=${delegate.wallet}`);
  expect(removed.status).toBe(200);
  const [logged] = await t.db.select().from(adminLog).orderBy(desc(adminLog.id)).limit(1);
  expect(logged).toMatchObject({ action: 'delegation.revoke', target: `${vault.wallet}->${delegate.wallet}` });
  expect(await bodyOf(await client(t.app, delegate.token).api.profile.delegate.$get(), 200)).toEqual([]);

  const again = await adminCall(t.app, 'DELETE', `/delegations?vault=${vault.wallet}&delegate=${delegate.wallet}`);
  expect(again.status).toBe(404);
  expect(await again.json()).toEqual({ error: MESSAGES.linkNotFound });
  expect((await adminCall(t.app, 'GET', '/delegations?wallet=bob.eth')).status).toBe(400);
  expect((await adminCall(t.app, 'GET', `/delegations?wallet=${vault.wallet}`, undefined, null)).status).toBe(401);
});

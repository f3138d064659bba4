import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedTraits } from '../../../../db/catalogue/seed-traits.ts';
import { address, startDeadNode, startTestNode } from '../../../test/chain-node.ts';
import { createTestApp } from '../../../test/app.ts';
import { bodyOf, client } from '../../../test/client.ts';
import { registeredPlayer } from '../../../test/wearables.ts';

// Holdings configured: the bootstrap reads the caller's tokens from a loopback node (behind a dead one).
const CAT = address(0xca7);
const SIDEKX = address(0x51de);
const node = startTestNode();
const dead = startDeadNode();
const dataDir = mkdtempSync(join(tmpdir(), 'st-bootstrap-holdings-'));
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({}, { DATA_DIR: dataDir, ETH_RPC_URLS: `${dead.url},${node.url}`, CAT_COLLECTION_ADDRESS: CAT, SIDEKX_COLLECTION_ADDRESS: SIDEKX });
  await seedTraits(t.deps.database.db);
}, 60_000);

afterAll(async () => {
  await t.close();
  await Promise.all([node.stop(), dead.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
});

const bootstrap = async (token: string) => bodyOf(await client(t.app, token).api.profile.bootstrap.$get(), 200);

describe('GET /api/profile/bootstrap with chain holdings', () => {
  test('shows the cats the wallet holds on the chain, reading each wallet at most once per interval', async () => {
    const me = await registeredPlayer(t.app);
    node.owners.set(CAT, new Map([[42, me.wallet], [43, address(0xdead)]]));
    node.owners.set(SIDEKX, new Map([[5, me.wallet]]));

    const first = await bootstrap(me.token);
    expect(first.avatars.map((a) => `${a.type}:${a.tokenId}`).sort()).toEqual(['CAT:42', `EXPLORER:${me.avatarTokenId}`]);
    const cat = first.avatars.find((a) => a.type === 'CAT')!;
    const image = await t.app.request(`${cat.image}&w=320`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const tokens = await bodyOf(await client(t.app, me.token).api.profile.token.$get(), 200);
    expect(tokens.map((x) => x.metadata.name)).toEqual(['Milo #5']);

    // Sold a moment later: the next bootstrap does not ask the chain again yet.
    const calls = node.calls();
    node.owners.get(CAT)!.set(42, address(0xdead));
    const again = await bootstrap(me.token);
    expect(node.calls()).toBe(calls);
    expect(again.avatars.map((a) => a.tokenId)).toContain(42);
  }, 60_000);
});

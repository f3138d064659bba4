import { afterAll, describe, expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import { Magic } from '@magic-sdk/admin';
import { newAccount } from '../../test/sign-in.ts';
import { didParts, didToken, MAGIC_TEST_ENV } from '../../test/magic.ts';
import { createMagicVerifier } from './magic-did.ts';

// A stand-in for Magic's API on loopback: the verifier must never ask it anything.
const asked: string[] = [];
const stub = Bun.serve({
  port: 0,
  fetch(req) {
    asked.push(new URL(req.url).pathname);
    return Response.json({ client_id: 'from-the-api' });
  },
});
afterAll(() => stub.stop(true));
const endpoint = `http://127.0.0.1:${stub.port}`;
const verify = createMagicVerifier({ secretKey: MAGIC_TEST_ENV.MAGIC_SECRET_KEY, clientId: MAGIC_TEST_ENV.MAGIC_CLIENT_ID, endpoint });

describe('createMagicVerifier', () => {
  test('a real token passes offline: its signer, a hash of its signed claim, its expiry', async () => {
    const owner = newAccount();
    const token = await didToken(owner, { ext: 2_000_000_000 });
    const verdict = await verify(token);
    expect(verdict).toEqual({
      ok: true,
      address: owner.address.toLowerCase(),
      claimHash: createHash('sha256').update(didParts(token)[1]).digest('hex'),
      expiresAt: new Date(2_000_000_001 * 1000),
    });
    expect(asked).toEqual([]);
  });

  test('without a client id the SDK would ask the API (which is why MAGIC_CLIENT_ID is required)', async () => {
    const sdk = await Magic.init(MAGIC_TEST_ENV.MAGIC_SECRET_KEY, { endpoint });
    expect(sdk.clientId).toBe('from-the-api');
    expect(asked).toEqual(['/v1/admin/client']);
    asked.length = 0;
  });

  test('expired, forged, foreign-audience, not-yet-valid and malformed tokens are refused, still offline', async () => {
    const owner = newAccount();
    const now = Math.floor(Date.now() / 1000);
    expect(await verify(await didToken(owner, { iat: now - 3600, nbf: now - 3600, ext: now - 1 }))).toEqual({ ok: false, error: 'ERROR_DIDT_EXPIRED' });
    const refused = [
      await didToken(owner, {}, newAccount()),
      await didToken(owner, { aud: 'another-app' }),
      await didToken(owner, { nbf: now + 3600 }),
      'not-a-token',
      Buffer.from('["0x00","{}"]').toString('base64'),
      'x'.repeat(10_000),
    ];
    for (const token of refused) expect(await verify(token)).toEqual({ ok: false, error: 'Invalid signature' });
    expect(asked).toEqual([]);
  });

  test('a token whose expiry is not a number is refused (the SDK would let it live for ever)', async () => {
    const owner = newAccount();
    expect(await verify(await didToken(owner, { ext: 'later' as unknown as number }))).toEqual({ ok: false, error: 'Invalid signature' });
  });
});

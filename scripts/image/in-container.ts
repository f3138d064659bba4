/**
 * Run inside the image by scripts/image-test.sh (`bun -e "$(cat ...)"` in /app): every production
 * dependency still loads from the pruned node_modules, and so does the Magic SDK, which the server
 * imports only on the first Magic sign-in: a real DID token (signed with viem, as Magic's browser SDK
 * does) validates, which runs the ethers code bundled in the SDK's ES build. Prints the count loaded.
 */
import { readFileSync } from 'node:fs';

const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
for (const name of Object.keys(dependencies)) await import(name);

const { privateKeyToAccount, generatePrivateKey } = await import('viem/accounts');
const { Magic } = await import('@magic-sdk/admin');
const magic = await Magic.init('sk_live_image_test', { clientId: 'image-test' });
const owner = privateKeyToAccount(generatePrivateKey());
const now = Math.floor(Date.now() / 1000);
const claim = JSON.stringify({
  iat: now,
  ext: now + 900,
  iss: `did:ethr:${owner.address}`,
  sub: 'image-test',
  aud: 'image-test',
  nbf: now,
  tid: crypto.randomUUID(),
  add: await owner.signMessage({ message: 'none' }),
});
const token = Buffer.from(JSON.stringify([await owner.signMessage({ message: claim }), claim])).toString('base64');
magic.token.validate(token);
console.log(Object.keys(dependencies).length);

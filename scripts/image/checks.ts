/**
 * What an operator checks on a running container, over HTTP from the host (scripts/image-test.sh runs it).
 *   bun scripts/image/checks.ts serve <url> <pglite|postgres>   health, the login page, no source maps
 *   bun scripts/image/checks.ts write <url> <state.json>        a wallet signs in (SIWE) and registers; its card renders
 *   bun scripts/image/checks.ts read  <url> <state.json>        that session, profile and avatar are still there
 * Prints one `PASS`/`FAIL` line per check and exits 1 when any failed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

const [phase, base, arg] = process.argv.slice(2);
if (!phase || !base || !arg) throw new Error('usage: checks.ts serve|write|read <url> <database kind|state file>');
let failures = 0;

async function check(name: string, run: () => Promise<string>): Promise<void> {
  try {
    console.log(`  PASS  ${name}: ${await run()}`);
  } catch (error) {
    failures++;
    console.log(`  FAIL  ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function json(path: string, init?: RequestInit): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(new URL(path, base), init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const post = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function png(path: string): Promise<string> {
  const res = await fetch(new URL(path, base));
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(res.status === 200, `${path} answered ${res.status}`);
  expect(res.headers.get('content-type') === 'image/png', `${path} is ${res.headers.get('content-type')}`);
  expect(PNG_MAGIC.every((b, i) => bytes[i] === b), `${path} does not start with the PNG signature`);
  return `${path} is a PNG of ${bytes.byteLength} bytes`;
}

interface State {
  token: string;
  name: string;
  avatar: number;
}

async function serve(kind: string): Promise<void> {
  await check('health', async () => {
    const { status, body } = await json('/api/health');
    expect(status === 200 && body.status === 'ok', `${status} ${JSON.stringify(body)}`);
    expect(body.database === kind, `database is ${body.database}, expected ${kind}`);
    return JSON.stringify(body);
  });
  await check('login page', async () => {
    const res = await fetch(new URL('/', base));
    const html = await res.text();
    expect(res.status === 200, `/ answered ${res.status}`);
    expect(res.headers.get('content-type')?.startsWith('text/html'), `/ is ${res.headers.get('content-type')}`);
    expect(html.includes('<div id="root">') && /<script[^>]+src="\/[^"]+\.js"/.test(html), 'no app shell with its script');
    const script = /<script[^>]+src="(\/[^"]+\.js)"/.exec(html)![1]!;
    const js = await fetch(new URL(script, base));
    expect(js.status === 200, `${script} answered ${js.status}`);
    const map = await fetch(new URL(`${script}.map`, base));
    await map.arrayBuffer();
    expect(map.status === 404, `${script}.map answered ${map.status}: source maps must not be served`);
    return `${html.length} bytes of HTML; ${script} served, its .map 404`;
  });
}

async function write(file: string): Promise<void> {
  const account = privateKeyToAccount(generatePrivateKey());
  const name = `Image${Math.random().toString(36).slice(2, 8)}`;
  let token = '';
  let avatar: number | undefined;
  await check('wallet sign-in (SIWE, viem signature)', async () => {
    const nonce = await json(`/api/profile/nonce?address=${account.address}`);
    expect(nonce.status === 200 && typeof nonce.body.message === 'string', `nonce: ${nonce.status} ${JSON.stringify(nonce.body)}`);
    const signature = await account.signMessage({ message: nonce.body.message as string });
    const verify = await json('/api/profile/verify', post({ address: account.address, signature }));
    expect(verify.status === 200 && typeof verify.body.token === 'string', `verify: ${verify.status} ${JSON.stringify(verify.body)}`);
    token = verify.body.token as string;
    return `session for ${account.address}`;
  });
  await check('registration', async () => {
    const wallet = account.address.toLowerCase();
    const body = { address: wallet, email: `${name.toLowerCase()}@example.com`, name, sapphire_town_explorer_token_id: 20000 };
    const res = await json('/api/profile/register', post(body, token));
    expect(res.status === 201 && res.body.username === name, `${res.status} ${JSON.stringify(res.body)}`);
    expect(typeof res.body.avatar_token_id === 'number', `no avatar given: ${JSON.stringify(res.body)}`);
    avatar = res.body.avatar_token_id as number;
    writeFileSync(file, JSON.stringify({ token, name, avatar } satisfies State));
    return `${name} registered with explorer avatar ${avatar}`;
  });
  await renders(name, avatar);
}

async function read(file: string): Promise<void> {
  const state = JSON.parse(readFileSync(file, 'utf8')) as State;
  await check('session and profile kept across the restart', async () => {
    // The session token from before the restart: the session row and the profile both came through.
    const res = await json('/api/profile', { headers: { authorization: `Bearer ${state.token}` } });
    expect(res.status === 200 && res.body.username === state.name, `${res.status} ${JSON.stringify(res.body)}`);
    expect(res.body.email === `${state.name.toLowerCase()}@example.com`, `own profile without its e-mail: ${JSON.stringify(res.body)}`);
    return `${state.name} still signed in and registered`;
  });
  await renders(state.name, state.avatar);
}

async function renders(name: string, avatar?: number): Promise<void> {
  await check('share card render', () => png(`/render/profile/${name.toLowerCase()}.png`));
  if (avatar !== undefined) await check('avatar render', () => png(`/render/explorer/${avatar}.png`));
}

if (phase === 'serve') await serve(arg);
else if (phase === 'write') await write(arg);
else if (phase === 'read') await read(arg);
else throw new Error(`unknown phase ${phase}`);
process.exit(failures ? 1 : 0);

import { describe, expect, test } from 'bun:test';
import { EnvError, exposureWarning, mailWarning, parseEnv, publicConfig } from './env.ts';

describe('env', () => {
  test('no settings at all gives the embedded default', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ NODE_ENV: 'development', PORT: 3000, DATA_DIR: './data', DEMO_SEED: true });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.ETH_RPC_URLS).toEqual([]);
  });

  test('development listens on loopback unless told otherwise; production on every interface', () => {
    expect(parseEnv({}).HOST).toBe('127.0.0.1');
    expect(parseEnv({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://town.example' };
    expect(parseEnv(production).HOST).toBe('0.0.0.0');
    expect(parseEnv({ ...production, HOST: '10.1.2.3' }).HOST).toBe('10.1.2.3');
    expect(parseEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  test('development reachable from other machines is said loudly; loopback and production are not', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20']) {
      const warning = exposureWarning(parseEnv({ HOST }));
      expect(warning).toStartWith('NOT FOR A PUBLIC NETWORK');
      expect(warning).toContain('Sign-in codes are written to this log');
    }
    expect(exposureWarning(parseEnv({ HOST: '0.0.0.0', SMTP_URL: 'smtp://mail.example' }))).not.toContain('Sign-in codes');
    for (const HOST of ['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]']) expect(exposureWarning(parseEnv({ HOST }))).toBeNull();
    expect(exposureWarning(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://town.example' }))).toBeNull();
  });

  test('production without SMTP_URL is told that no mail goes out; with it, or in development, nothing is said', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://town.example' };
    expect(mailWarning(parseEnv(production))).toStartWith('SMTP_URL is not set: no e-mail is sent');
    expect(mailWarning(parseEnv({ ...production, SMTP_URL: 'smtps://mail.example' }))).toBeNull();
    expect(mailWarning(parseEnv({}))).toBeNull();
  });

  test('every bad variable is named, not just the first', () => {
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short', ETH_RPC_URLS: 'https://a.example,notaurl' });
      throw new Error('expected parseEnv to throw');
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      const problems = (err as EnvError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'SESSION_SECRET', 'ETH_RPC_URLS']) expect(problems).toContain(name);
    }
  });

  test('production requires a secret and the public URL, and seeds no demo content', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET[\s\S]*PUBLIC_URL|PUBLIC_URL[\s\S]*SESSION_SECRET/);
    const env = parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://town.example' });
    expect(env.DEMO_SEED).toBe(false);
  });

  test('empty strings count as unset, and lists are split', () => {
    const env = parseEnv({ DATABASE_URL: '', REDIS_URL: '', ETH_RPC_URLS: 'https://a.example, https://b.example' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ETH_RPC_URLS).toEqual(['https://a.example', 'https://b.example']);
  });

  test('CODE_LIMIT_PER_IP defaults to 20 e-mail codes per IP and takes a positive whole number', () => {
    expect(parseEnv({}).CODE_LIMIT_PER_IP).toBe(20);
    expect(parseEnv({ CODE_LIMIT_PER_IP: '500' }).CODE_LIMIT_PER_IP).toBe(500);
    expect(() => parseEnv({ CODE_LIMIT_PER_IP: '0' })).toThrow(/CODE_LIMIT_PER_IP/);
    expect(() => parseEnv({ CODE_LIMIT_PER_IP: 'lots' })).toThrow(/CODE_LIMIT_PER_IP/);
  });

  test('TRUST_PROXY counts the proxies in front: none unless set, true is one; MAIL_FROM defaults to the public host', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: ' 2 ' }).TRUST_PROXY).toBe(2);
    for (const bad of ['yes', '10', '-1', '1.5']) expect(() => parseEnv({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: must be false, true \(one proxy\) or the number of proxies in front, up to 9/);
    expect(parseEnv({ PUBLIC_URL: 'https://town.example' }).MAIL_FROM).toBe('Sapphire Town <no-reply@town.example>');
  });

  test('SOCKET_LIMIT_PER_IP defaults to 20 sockets per IP and takes a positive whole number', () => {
    expect(parseEnv({}).SOCKET_LIMIT_PER_IP).toBe(20);
    expect(parseEnv({ SOCKET_LIMIT_PER_IP: '200' }).SOCKET_LIMIT_PER_IP).toBe(200);
    for (const bad of ['0', '-3', '2.5', 'many']) expect(() => parseEnv({ SOCKET_LIMIT_PER_IP: bad })).toThrow(/SOCKET_LIMIT_PER_IP/);
  });

  test('the browser sees no secrets', () => {
    const magic = { MAGIC_SECRET_KEY: 'sk_live', MAGIC_CLIENT_ID: 'client', MAGIC_PUBLISHABLE_KEY: 'pk_live' };
    const env = parseEnv({ SESSION_SECRET: 's'.repeat(40), ADMIN_TOKEN: 'a'.repeat(30), ...magic });
    const text = JSON.stringify(publicConfig(env));
    expect(text).not.toContain('s'.repeat(40));
    expect(text).not.toContain('a'.repeat(30));
    expect(text).not.toContain('sk_live');
    expect(publicConfig(env).magicPublishableKey).toBe('pk_live');
  });

  test('the browser gets PUBLIC_RPC_URLS and the delegate.xyz registry, never ETH_RPC_URLS (which may carry a key)', () => {
    const env = parseEnv({ ETH_RPC_URLS: 'https://eth.example/v2/secret-key', PUBLIC_RPC_URLS: 'https://rpc.one.example, https://rpc.two.example' });
    expect(publicConfig(env).rpcUrls).toEqual(['https://rpc.one.example', 'https://rpc.two.example']);
    expect(publicConfig(env).delegateRegistry).toBe('0x00000000000000447e69651d841bd8d104bed493');
    expect(JSON.stringify(publicConfig(env))).not.toContain('secret-key');
    expect(publicConfig(parseEnv({})).rpcUrls).toEqual([]);
    // Without a chain to read, the panel offers no on-chain delegation.
    expect(publicConfig(parseEnv({})).delegateRegistry).toBeNull();
    expect(publicConfig(parseEnv({ ETH_RPC_URLS: 'https://eth.example', DELEGATE_REGISTRY_ADDRESS: 'off' })).delegateRegistry).toBeNull();
    expect(() => parseEnv({ PUBLIC_RPC_URLS: 'javascript:alert(1)' })).toThrow(/PUBLIC_RPC_URLS/);
  });

  test('Magic is on only with all three keys; a partial set names what is missing', () => {
    expect(parseEnv({}).MAGIC).toBeNull();
    expect(publicConfig(parseEnv({})).magicPublishableKey).toBeNull();
    const env = parseEnv({ MAGIC_SECRET_KEY: 'sk', MAGIC_CLIENT_ID: 'client', MAGIC_PUBLISHABLE_KEY: 'pk' });
    expect(env.MAGIC).toEqual({ secretKey: 'sk', clientId: 'client', publishableKey: 'pk' });
    expect(() => parseEnv({ MAGIC_SECRET_KEY: 'sk', MAGIC_PUBLISHABLE_KEY: 'pk' })).toThrow(/MAGIC_CLIENT_ID: is required/);
    expect(() => parseEnv({ MAGIC_PUBLISHABLE_KEY: 'pk' })).toThrow(/MAGIC_SECRET_KEY[\s\S]*MAGIC_CLIENT_ID/);
  });

  test('menu links: unset ones stay in place with no URL; labels of the two collections can be changed', () => {
    expect(publicConfig(parseEnv({})).externalLinks).toEqual([
      { key: 'collection-1', label: 'Explorers', url: null },
      { key: 'collection-2', label: 'Sidekx', url: null },
      { key: 'kx', label: 'KX', url: null },
      { key: 'web', label: 'Web', url: null },
    ]);
    const env = parseEnv({
      LINK_COLLECTION_1_URL: 'https://market.example/explorers',
      LINK_COLLECTION_2_URL: '',
      LINK_COLLECTION_2_LABEL: ' Sidekicks ',
      LINK_KX_URL: 'https://kx.example',
      LINK_WEB_URL: 'https://sapphire.example',
    });
    expect(publicConfig(env).externalLinks).toEqual([
      { key: 'collection-1', label: 'Explorers', url: 'https://market.example/explorers' },
      { key: 'collection-2', label: 'Sidekicks', url: null },
      { key: 'kx', label: 'KX', url: 'https://kx.example' },
      { key: 'web', label: 'Web', url: 'https://sapphire.example' },
    ]);
  });

  test('menu links must be http(s) and labels short', () => {
    expect(() => parseEnv({ LINK_KX_URL: 'javascript:alert(1)' })).toThrow(/LINK_KX_URL/);
    expect(() => parseEnv({ LINK_WEB_URL: 'not a url', LINK_COLLECTION_1_LABEL: 'x'.repeat(25) })).toThrow(/LINK_WEB_URL[\s\S]*LINK_COLLECTION_1_LABEL|LINK_COLLECTION_1_LABEL[\s\S]*LINK_WEB_URL/);
  });

  test('collection addresses: 0x plus 40 hex digits, kept lower-case, and only with ETH_RPC_URLS', () => {
    const cat = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01';
    const env = parseEnv({ ETH_RPC_URLS: 'https://rpc.example', CAT_COLLECTION_ADDRESS: cat, SIDEKX_COLLECTION_ADDRESS: '' });
    expect(env.CAT_COLLECTION_ADDRESS).toBe(cat.toLowerCase() as `0x${string}`);
    expect(env.SHADOWWOLF_COLLECTION_ADDRESS).toBeUndefined();
    expect(env.SIDEKX_COLLECTION_ADDRESS).toBeUndefined();
    expect(() => parseEnv({ ETH_RPC_URLS: 'https://rpc.example', SHADOWWOLF_COLLECTION_ADDRESS: '0x1234' })).toThrow(/SHADOWWOLF_COLLECTION_ADDRESS: must be a 0x-prefixed contract address/);
    expect(() => parseEnv({ SIDEKX_COLLECTION_ADDRESS: cat })).toThrow(/SIDEKX_COLLECTION_ADDRESS: needs ETH_RPC_URLS/);
  });
});

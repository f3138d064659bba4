/**
 * Off-chain (CCIP-Read, EIP-3668) look-ups, made safe to run on a server. A name's owner chooses its
 * resolver, and an off-chain resolver names the gateway URLs the reader must call: viem's own request
 * would have this server fetch any of them, loopback and the private network included, for anyone who
 * asks `/ens/{name}`. Here a gateway is called only over https, at an address that is public (every
 * address its host resolves to, checked, and the connection made to the checked one, so a second DNS
 * answer cannot swap it), without following redirects, within the timeout, and its answer is read up to
 * 256 KB. Anything else is refused without a request (decision 0057).
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { BaseError, isHex, type Address, type Hex } from 'viem';
import { isPublicAddress } from '../http/public-address.ts';

/** Gateway answers are one ABI-encoded reply; a larger body is refused. */
const MAX_ANSWER_BYTES = 256 * 1024;

/** This process's gateway requests by outcome, for /metrics: answered, failed (an error, a bad answer), refused (never sent, or a redirect). */
export const gatewayRequests = { answered: 0, failed: 0, refused: 0 };

/** Who may be called; tests allow their loopback gateway. */
export interface GatewayPolicy {
  allowHttp?: boolean;
  allowAddress?: (ip: string) => boolean;
}

/** A gateway this server will not call (not https, a host that is not public, a redirect). */
export class GatewayRefusedError extends BaseError {
  constructor(url: string, reason: string) {
    super(`Off-chain gateway refused: ${reason}`, { details: url, name: 'GatewayRefusedError' });
  }
}

export interface GatewayRequest {
  data: Hex;
  sender: Address;
  urls: readonly string[];
  timeout?: number;
}

/**
 * viem's `ccipRead.request`: each URL in turn (as EIP-3668 says), `{sender}` and `{data}` filled in, a
 * GET when the URL holds `{data}` and a POST of `{data, sender}` otherwise. The first good answer wins;
 * when none comes, the last error is thrown.
 */
export function createGatewayRequest(policy: GatewayPolicy = {}) {
  return async ({ data, sender, urls, timeout = 10_000 }: GatewayRequest): Promise<Hex> => {
    let last: Error = new GatewayRefusedError('', 'no gateway URL');
    for (const template of urls) {
      const url = template.replace('{sender}', sender.toLowerCase()).replace('{data}', data);
      try {
        const answer = await callGateway(url, template.includes('{data}') ? null : JSON.stringify({ data, sender }), timeout, policy);
        gatewayRequests.answered++;
        return answer;
      } catch (err) {
        last = err as Error;
        gatewayRequests[err instanceof GatewayRefusedError ? 'refused' : 'failed']++;
      }
    }
    throw last;
  };
}

async function callGateway(url: string, body: string | null, timeout: number, policy: GatewayPolicy): Promise<Hex> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new GatewayRefusedError(url, 'not a URL');
  }
  if (target.protocol !== 'https:' && !(policy.allowHttp && target.protocol === 'http:')) throw new GatewayRefusedError(url, 'only https gateways are called');
  if (target.username || target.password) throw new GatewayRefusedError(url, 'credentials in the URL');
  const address = await vettedAddress(target.hostname.replace(/^\[|\]$/g, ''), url, policy.allowAddress ?? isPublicAddress);
  const lookup: LookupFunction = (_host, options, done) => {
    if (options.all) done(null, [address]);
    else done(null, address.address, address.family);
  };
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<Hex>((resolveAnswer, rejectAnswer) => {
    // The whole exchange, the answer's body included, within the timeout.
    const timer = setTimeout(() => req.destroy(new BaseError(`Off-chain gateway took over ${timeout} ms`, { details: url })), timeout);
    const resolve = (hex: Hex) => {
      clearTimeout(timer);
      resolveAnswer(hex);
    };
    const reject = (err: Error) => {
      clearTimeout(timer);
      rejectAnswer(err);
    };
    const req = client.request(
      target,
      {
        method: body === null ? 'GET' : 'POST',
        headers: body === null ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
        lookup,
      },
      (res) => {
        if ((res.statusCode ?? 0) >= 300 && (res.statusCode ?? 0) < 400) {
          res.destroy();
          return reject(new GatewayRefusedError(url, `redirects are not followed (${res.statusCode})`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) {
            res.destroy();
            reject(new GatewayRefusedError(url, `answer over ${MAX_ANSWER_BYTES} bytes`));
          } else chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== 200) return reject(new BaseError(`Off-chain gateway answered ${res.statusCode}`, { details: url }));
          try {
            const answer = (JSON.parse(text) as { data?: unknown }).data;
            if (typeof answer === 'string' && isHex(answer)) return resolve(answer);
          } catch {
            // falls through to the malformed answer below
          }
          reject(new BaseError('Off-chain gateway answer is not { data: hex }', { details: url }));
        });
      },
    );
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

/** The host's address, when it (and every other address the host resolves to) may be called. */
async function vettedAddress(host: string, url: string, allow: (ip: string) => boolean): Promise<{ address: string; family: number }> {
  const family = isIP(host);
  let addresses: { address: string; family: number }[];
  if (family) addresses = [{ address: host, family }];
  else {
    try {
      addresses = await dnsLookup(host, { all: true });
    } catch {
      throw new BaseError(`Off-chain gateway host ${host} was not found`, { details: url });
    }
  }
  if (addresses.length === 0 || addresses.some((a) => !allow(a.address))) throw new GatewayRefusedError(url, `${host} is not a public address`);
  return addresses[0]!;
}

import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { api } from '../../../lib/api.ts';
import { ApiError, unwrap } from '../../../lib/http.ts';
import type { LinkVariable } from './link-form-rules.ts';

/** `GET /api/profile/delegate`: the player's links, each naming the wallet at the other end (SPEC section 3 "Delegation"). */
export const getLinks = () => unwrap(api.profile.delegate.$get());

export type DelegationLink = Awaited<ReturnType<typeof getLinks>>[number];

/** Under ['profile'] so signing out forgets it. */
export const LINKS_KEY = ['profile', 'delegation'] as const;
export const linksQueryOptions = () => queryOptions({ queryKey: LINKS_KEY, queryFn: getLinks });

export interface LinkChange {
  action: 'create' | 'revoke';
  variables: LinkVariable[];
  signedMessage: string;
}

/** `POST /api/profile/delegate?action=create|revoke` with the signed variables. */
export const changeLink = ({ action, variables, signedMessage }: LinkChange) =>
  unwrap(api.profile.delegate.$post({ query: { action }, json: { variables, signedMessage } }));

export const changeLinkMutationOptions = () => mutationOptions({ mutationKey: ['profile', 'delegation', 'change'], mutationFn: changeLink });

/** `GET /api/time`: our own clock, which the signed time must be within 5 minutes of; any failure is 'Error fetching timezone'. */
export async function getUnixTime(): Promise<number> {
  try {
    const { unixtime } = await unwrap(api.time.$get());
    return unixtime;
  } catch {
    throw new ApiError(0, MESSAGES.timezoneError, 'time');
  }
}

/**
 * `GET /ens/{name}` on our own server: the name's address, or null when it does not resolve (SPEC
 * section 8: a failed look-up answers null; the server also answers null when it has no chain to ask).
 * A chain that cannot be reached (502) or too many look-ups (429) fail with the server's message.
 */
type EnsAnswer = { address?: unknown; message?: unknown };

export async function lookupEns(name: string): Promise<string | null> {
  let res: Response;
  let body: EnsAnswer | null = null;
  try {
    res = await fetch(`/ens/${encodeURIComponent(name.trim().toLowerCase())}`);
    body = (await res.json().catch(() => null)) as EnsAnswer | null;
  } catch {
    throw new ApiError(0, MESSAGES.genericError, 'network');
  }
  if (typeof body?.address === 'string' && body.address) return body.address;
  if (res.ok || res.status === 404 || res.status === 503) return null;
  // A chain that cannot be asked (502), too many look-ups (429): the server's own words.
  const said = typeof body?.message === 'string' && body.message ? body.message : res.status === 502 ? MESSAGES.blockchainError : MESSAGES.genericError;
  throw new ApiError(res.status, said, `ens ${res.status}`);
}

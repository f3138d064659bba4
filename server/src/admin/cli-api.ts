/**
 * The admin CLI's API commands: each becomes one request to the running server's /api/admin, so the shell
 * and HTTP share the same checks, admin log and real-time pushes (and it works while the embedded PGlite,
 * which allows one process, is held by the server).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { UsageError, type AdminRequest } from './cli-args.ts';
import { JOURNEY_HELP, JOURNEY_OPTIONS, journeyRequest } from './cli-journeys.ts';
import { SHOP_HELP, SHOP_OPTIONS, shopRequest } from './cli-shop.ts';

export const API_COMMANDS = ['notify', 'reward', 'grant', 'news', 'terms', 'journey', 'task', 'shop', 'log'] as const;

export const API_HELP = `admin API commands (call the running server with ADMIN_TOKEN; --url <origin> picks it,
default http://127.0.0.1:$PORT):
  notify   --message <text> [--title <text>] [--wallet 0x...] [--env both|test|prod]
           [--type simple_message|journey_unlocked] [--journey <id>]
           a notification for one wallet, or for everyone without --wallet
  reward   --wallet 0x... --text <success text> --points <n> [--not-claimable]
           a reward the player claims (or, with --not-claimable, granted at once)
  grant    --wallet 0x... (--trait-ids 1,2 | --traits <name>,<name>) [--name <chest name>]
           wearables in a chest; a repeated trait is an extra copy
  news add --name <text> --description <text> --thumbnail <url or /path> [--slug <slug>]
  news update <id> [--name <text>] [--description <text>] [--thumbnail <url>]
  news delete <id>
  terms    --version <v> (--file <path> | --content <text>)
           a new terms version; it becomes the one shown
${JOURNEY_HELP}
${SHOP_HELP}
  log      [--limit <n>]   the admin log, newest first`;

const OPTIONS = {
  url: { type: 'string' },
  message: { type: 'string' },
  title: { type: 'string' },
  wallet: { type: 'string' },
  env: { type: 'string' },
  type: { type: 'string' },
  journey: { type: 'string' },
  text: { type: 'string' },
  points: { type: 'string' },
  'not-claimable': { type: 'boolean' },
  'trait-ids': { type: 'string' },
  traits: { type: 'string' },
  name: { type: 'string' },
  description: { type: 'string' },
  thumbnail: { type: 'string' },
  slug: { type: 'string' },
  version: { type: 'string' },
  file: { type: 'string' },
  content: { type: 'string' },
  limit: { type: 'string' },
  ...JOURNEY_OPTIONS,
  ...SHOP_OPTIONS,
} as const;

/** Turns `notify --message hi` into the request it stands for; throws UsageError for bad usage. */
export function buildRequest(args: string[]): AdminRequest & { url?: string } {
  const parsed = (() => {
    try {
      return parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
  })();
  const { values: v, positionals } = parsed;
  const [command, ...rest] = positionals;
  const need = (name: string) => {
    const value = (v as Record<string, string | boolean | string[] | undefined>)[name];
    if (value === undefined || value === '') throw new UsageError(`${command} needs --${name}`);
    return value as string;
  };
  const number = (name: string, raw: string) => {
    if (!/^-?\d+$/.test(raw)) throw new UsageError(`--${name} must be a whole number`);
    return Number(raw);
  };
  const list = (raw: string) => raw.split(',').map((s) => s.trim()).filter(Boolean);
  const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, x]) => x !== undefined));
  const done = (req: AdminRequest) => ({ ...req, ...(v.url ? { url: v.url } : {}) });

  switch (command) {
    case 'notify':
      return done({
        method: 'POST',
        path: '/notifications',
        body: defined({ message: need('message'), title: v.title, wallet: v.wallet, env: v.env, type: v.type, journey_id: v.journey === undefined ? undefined : number('journey', v.journey) }),
      });
    case 'reward':
      return done({
        method: 'POST',
        path: '/rewards',
        body: { wallet: need('wallet'), success_text: need('text'), cool_points: number('points', need('points')), claimable: !v['not-claimable'] },
      });
    case 'grant': {
      if ((v['trait-ids'] === undefined) === (v.traits === undefined)) throw new UsageError('grant needs either --trait-ids or --traits');
      const traitIds = v['trait-ids'] === undefined ? undefined : list(v['trait-ids']).map((id) => number('trait-ids', id));
      return done({ method: 'POST', path: '/grants', body: defined({ wallet: need('wallet'), traitIds, traitNames: v.traits === undefined ? undefined : list(v.traits), name: v.name }) });
    }
    case 'news': {
      const [action, id] = rest;
      if (action === 'add') {
        return done({ method: 'POST', path: '/news', body: defined({ name: need('name'), description: need('description'), thumbnail_url: need('thumbnail'), slug: v.slug }) });
      }
      if ((action === 'update' || action === 'delete') && id !== undefined) {
        const path = `/news/${number('id', id)}`;
        if (action === 'delete') return done({ method: 'DELETE', path });
        return done({ method: 'PATCH', path, body: defined({ name: v.name, description: v.description, thumbnail_url: v.thumbnail }) });
      }
      throw new UsageError('news needs add, update <id> or delete <id>');
    }
    case 'terms': {
      if ((v.file === undefined) === (v.content === undefined)) throw new UsageError('terms needs either --file or --content');
      const content = v.file === undefined ? v.content! : readFileSync(v.file, 'utf8');
      return done({ method: 'POST', path: '/terms', body: { version: need('version'), content } });
    }
    case 'journey':
    case 'task':
      return done(journeyRequest(command, rest, { v, need, number, list, defined }));
    case 'shop':
      return done(shopRequest(rest, { v, need, number, list, defined }));
    case 'log':
      return done({ method: 'GET', path: `/log${v.limit === undefined ? '' : `?limit=${number('limit', v.limit)}`}` });
    default:
      throw new UsageError(`unknown command: ${command}`);
  }
}

/** Sends one admin request; returns the HTTP status and the parsed answer. */
export async function callAdminApi(origin: string, token: string, req: AdminRequest, fetchImpl: typeof fetch = fetch) {
  const res = await fetchImpl(new URL(`/api/admin${req.path}`, origin), {
    method: req.method,
    headers: { authorization: `Bearer ${token}`, ...(req.body ? { 'content-type': 'application/json' } : {}) },
    ...(req.body ? { body: JSON.stringify(req.body) } : {}),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page, say): shown as it came.
  }
  return { status: res.status, body };
}

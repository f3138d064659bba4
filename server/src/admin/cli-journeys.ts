/** The admin CLI's `journey` and `task` commands, as admin API requests (admin-journeys.ts). */
import { UsageError, type AdminRequest, type ArgTools } from './cli-args.ts';

export const JOURNEY_OPTIONS = {
  score: { type: 'string' },
  season: { type: 'string' },
  order: { type: 'string' },
  target: { type: 'string' },
  threshold: { type: 'string' },
  kind: { type: 'string' },
  prompt: { type: 'string' },
  payload: { type: 'string' },
  tags: { type: 'string' },
  // --journey is shared with notify, so it is declared in cli-api.ts.
} as const;

export const JOURNEY_HELP = `  journey list
           every journey with its tasks and the journeys it unlocks (ids for the commands below)
  journey add --name <text> [--description <text>] [--score <n>] [--season <n>] [--order <n>] [--slug <slug>]
  journey update <id> [--name] [--description] [--score] [--season] [--order]
  journey unlock <id> --target <id> --threshold <n>
           journey <id> opens --target once a player has done --threshold of its tasks
  journey unlink <id> --target <id>
  task add --journey <id> --kind riddle|choice|progress|own-trait|equip-trait|video --title <text>
           --payload '<json>' [--prompt <text>] [--score <n>] [--tags <key>,<key>] [--order <n>] [--slug <slug>]
           e.g. --kind riddle --payload '{"answers":["a clock"]}'
  task update <id> [--kind] [--title] [--prompt] [--score] [--payload] [--tags] [--order]`;

function json(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new UsageError('--payload must be JSON, e.g. \'{"answers":["a clock"]}\'');
  }
}

export function journeyRequest(command: 'journey' | 'task', rest: string[], { v, need, number, list, defined }: ArgTools): AdminRequest {
  const [action, rawId] = rest;
  const str = (name: string) => v[name] as string | undefined;
  const num = (name: string) => (str(name) === undefined ? undefined : number(name, str(name)!));
  const id = () => {
    if (rawId === undefined) throw new UsageError(`${command} ${action} needs an id`);
    return number('id', rawId);
  };
  if (command === 'journey') {
    const fields = () => defined({ name: str('name'), description: str('description'), score: num('score'), season: num('season'), sort_order: num('order') });
    switch (action) {
      case 'list':
        return { method: 'GET', path: '/journeys' };
      case 'add':
        return { method: 'POST', path: '/journeys', body: { ...fields(), name: need('name'), ...defined({ slug: str('slug') }) } };
      case 'update':
        return { method: 'PATCH', path: `/journeys/${id()}`, body: fields() };
      case 'unlock':
        return { method: 'PUT', path: `/journeys/${id()}/unlocks/${number('target', need('target'))}`, body: { unlock_submission_threshold: number('threshold', need('threshold')) } };
      case 'unlink':
        return { method: 'DELETE', path: `/journeys/${id()}/unlocks/${number('target', need('target'))}` };
      default:
        throw new UsageError('journey needs list, add, update <id>, unlock <id> or unlink <id>');
    }
  }
  const fields = () =>
    defined({
      kind: str('kind'),
      title: str('title'),
      prompt: str('prompt'),
      score: num('score'),
      sort_order: num('order'),
      payload: str('payload') === undefined ? undefined : json(str('payload')!),
      tags: str('tags') === undefined ? undefined : list(str('tags')!),
    });
  switch (action) {
    case 'add': {
      const journey = number('journey', need('journey'));
      need('kind');
      need('title');
      need('payload');
      return { method: 'POST', path: `/journeys/${journey}/tasks`, body: { ...fields(), ...defined({ slug: str('slug') }) } };
    }
    case 'update':
      return { method: 'PATCH', path: `/tasks/${id()}`, body: fields() };
    default:
      throw new UsageError('task needs add or update <id>');
  }
}

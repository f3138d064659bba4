/** Shared by the admin CLI's command builders. */

/** Bad usage of a command: printed with the help text, exit code 64. */
export class UsageError extends Error {}

export interface AdminRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
}

/** What a command builder gets: the parsed options and small checks that raise UsageError. */
export interface ArgTools {
  v: Record<string, string | boolean | string[] | undefined>;
  need: (name: string) => string;
  number: (name: string, raw: string) => number;
  list: (raw: string) => string[];
  defined: (o: Record<string, unknown>) => Record<string, unknown>;
}

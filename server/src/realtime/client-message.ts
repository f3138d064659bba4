import { z } from 'zod';
import { WS_ERRORS, type ClientMessage } from '../../../domain/realtime.ts';

const channel = z.string().min(1).max(100);

const schemas = {
  auth: z.object({ type: z.literal('auth'), token: z.string().min(1).max(512) }),
  subscribe: z.object({ type: z.literal('subscribe'), channel, since: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional() }),
  unsubscribe: z.object({ type: z.literal('unsubscribe'), channel }),
  ping: z.object({ type: z.literal('ping') }),
} as const;

/** Parses one text frame into a client message, or the error to send back. */
export function parseClientMessage(text: string): { message: ClientMessage } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: WS_ERRORS.badJson };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: WS_ERRORS.badJson };
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || !Object.hasOwn(schemas, type)) return { error: WS_ERRORS.unknownType(String(type).slice(0, 40)) };
  const parsed = schemas[type as keyof typeof schemas].safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { error: WS_ERRORS.badMessage(`${issue.path.join('.') || type}: ${issue.message}`) };
  }
  return { message: parsed.data };
}

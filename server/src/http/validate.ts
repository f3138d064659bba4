/**
 * Request validation that also documents: hono-openapi's validator (Standard Schema) with our
 * validationHook, so the schema that checks a request is the one /api/openapi.json shows for it.
 */
import type { Env, MiddlewareHandler, TypedResponse, ValidationTargets } from 'hono';
import { validator } from 'hono-openapi';
import type { $ZodType } from 'zod/v4/core';
import { validationHook } from './errors.ts';
import { unstorableField, unstorableMessage } from './storable.ts';

/** What a failed check answers: 400 `{ error }` (typed, so the RPC client and typed tests list it). */
export type Invalid = Response & TypedResponse<{ error: string }, 400, 'json'>;

type Checked<S extends $ZodType, T extends keyof ValidationTargets> =
  ReturnType<typeof validator<S, T, Env, string>> extends MiddlewareHandler<Env, string, infer I> ? I : never;

/**
 * `validate('json', schema)`: 400 `{ error }` naming the first problem; `c.req.valid(target)` is the parsed value.
 * Input the schema accepts is refused too when it holds text the database cannot store (http/storable.ts),
 * after the schema's own checks, so a field's own wording ('Invalid email') comes first.
 * `onInvalid` hears each refusal (the store counts them for /metrics).
 */
export function validate<S extends $ZodType, T extends keyof ValidationTargets>(target: T, schema: S, onInvalid?: () => void) {
  const hook = (result: Parameters<typeof validationHook>[0] & { data?: unknown }, c: Parameters<typeof validationHook>[1]) => {
    const field = result.success ? unstorableField(result.data) : null;
    if (!result.success || field !== null) onInvalid?.();
    if (field !== null) return c.json({ error: unstorableMessage(field || target) }, 400);
    return validationHook(result, c);
  };
  return validator(target, schema, hook) as unknown as MiddlewareHandler<Env, string, Checked<S, T>, Invalid>;
}

/**
 * A validator with its own refusal (e.g. a malformed path id is the resource's 404): documented like
 * any validator, answering `refuse(c)` when the check fails.
 */
export function validateOr<S extends $ZodType, T extends keyof ValidationTargets, R extends Response>(target: T, schema: S, refuse: (c: Parameters<MiddlewareHandler>[0]) => R) {
  return validator(target, schema, (result, c) => (result.success ? undefined : refuse(c))) as unknown as MiddlewareHandler<Env, string, Checked<S, T>, R>;
}

/**
 * The name of the unique constraint a failed insert/update broke, or null for any other error.
 * drizzle wraps driver errors in `cause`; PGlite names it `constraint`, postgres-js `constraint_name`.
 */
export function uniqueViolation(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, constraint_name } = e as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    if (code === '23505') return String(constraint ?? constraint_name ?? '');
  }
  return null;
}

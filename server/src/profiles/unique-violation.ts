/**
 * The name of the unique constraint a failed insert/update broke, or null for any other error.
 * drizzle wraps driver errors in `cause`. PGlite puts the SQLSTATE in `code`, Bun's client in `errno`
 * (its `code` is its own, ERR_POSTGRES_SERVER_ERROR); both name the constraint `constraint`.
 */
export function uniqueViolation(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, errno, constraint } = e as { code?: unknown; errno?: unknown; constraint?: unknown };
    if (code === '23505' || errno === '23505') return String(constraint ?? '');
  }
  return null;
}

/**
 * The unique index a failed statement violated, or undefined when the error is something else.
 * PGlite reports it as `constraint`, postgres.js as `constraint_name`, and Drizzle wraps either
 * in a `cause`; uniqueness is left to the database so concurrent writers cannot both win.
 */
export function violatedUniqueIndex(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, constraint, constraint_name: constraintName, cause } = current as Record<string, unknown>;
    if (code === '23505') return String(constraint ?? constraintName ?? '');
    current = cause;
  }
  return undefined;
}

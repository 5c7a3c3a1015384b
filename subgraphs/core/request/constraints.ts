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

/**
 * Runs a write, turning a violation of one of the named unique indexes into the error a client
 * can act on (the index refuses what a concurrent writer slipped past any check made first).
 */
export async function uniquely<T>(write: () => Promise<T>, errors: Record<string, () => Error>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const index = violatedUniqueIndex(error);
    throw index !== undefined && Object.hasOwn(errors, index) ? errors[index]() : error;
  }
}

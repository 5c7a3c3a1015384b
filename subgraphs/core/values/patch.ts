/**
 * An update laid over a stored record, for the fields named: a field the update leaves out
 * (undefined) keeps its stored value, a null clears it — except for the fields in `keepOnNull`,
 * which a null cannot clear (required fields, where the family reads null as "unchanged").
 */
export function patch<S extends object, K extends keyof S>(
  stored: S,
  given: { readonly [P in K]?: S[P] | null },
  keys: readonly K[],
  keepOnNull: readonly K[] = [],
): Pick<S, K> {
  const out = {} as Pick<S, K>;
  for (const key of keys) {
    const value = given[key];
    out[key] = value === undefined || (value === null && keepOnNull.includes(key)) ? stored[key] : (value as S[K]);
  }
  return out;
}

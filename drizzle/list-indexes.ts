/**
 * The indexes a list of an organization's records reads through (issue 39), declared beside each
 * table from what its list sorts and searches by:
 * - one btree per sort column, `(organization_id, column, id)`: the list orders by the column
 *   and then by id (orderOf), so a page in either direction is a walk of the index from its
 *   first row, and the skipped rows of a deep page are read from the index alone;
 * - one trigram GIN per searched text column: `ILIKE '%…%'` (search_text, `*_contains`) and
 *   `ILIKE '…%'` (`*_startswith`) find their rows through it instead of reading the whole table.
 *   The indexes hold every organization's rows; the planner combines them with the
 *   organization's btree. pg_trgm is created by the first migration (package.json db:generate).
 * - one partial btree per subset a status filter reads, `(organization_id, column, id) WHERE …`:
 *   the documents still owed (sent, not void, a balance left) by due date, so Status.Unpaid,
 *   Overdue (due before the organization's today), Sent, Viewed and PartiallyPaid (due from today)
 *   read only those. Its predicate is written as documents/document-states.ts `stateIn` writes the
 *   conditions (`status not in (…stored states…) and balance > 0`), which the planner matches.
 * Equality filters (`lower(name) = …`, a customer id) keep the indexes their tables declare.
 */
import type { SQL } from 'drizzle-orm';
import { type ExtraConfigColumn, type IndexBuilder, type PgColumn, index } from 'drizzle-orm/pg-core';

export function listIndexes(
  table: string,
  t: { organizationId: PgColumn; id: PgColumn },
  lists: {
    sorts?: Record<string, PgColumn | SQL>;
    searched?: readonly ExtraConfigColumn[];
    subsets?: Record<string, { on: PgColumn | SQL; where: SQL }>;
  },
): IndexBuilder[] {
  const sorts = Object.entries(lists.sorts ?? {}).map(([key, column]) => index(`${table}_list_${key}`).on(t.organizationId, column, t.id));
  const searched = (lists.searched ?? []).map((column) => index(`${table}_${column.name}_trgm`).using('gin', column.op('gin_trgm_ops')));
  const subsets = Object.entries(lists.subsets ?? {}).map(([key, { on, where }]) => index(`${table}_list_${key}`).on(t.organizationId, on, t.id).where(where));
  return [...sorts, ...searched, ...subsets];
}
